import { useCallback, useMemo } from 'react';
import { downloadCsv } from '../csv/csv';
import { useCrudTexts, type ImportNamespace } from '../i18n/crud-texts';
import { isFieldErrorCode } from '../form/field-error-code';
import type { ImportEngine, ImportField, RowIssue, ValueLabels } from './import-config';

/** The import's words in German: the enums' value texts, the row issues, the columns' names and the skipped rows' file. */
export function useImportTexts(namespace: ImportNamespace, fields: readonly ImportField[]) {
  const { t, areaText, textOf } = useCrudTexts(namespace);

  const fieldLabel = useCallback(
    (key: string | null) => {
      const field = fields.find((candidate) => candidate.key === key);
      return field ? (textOf(field.label) ?? field.label) : '';
    },
    [fields, textOf],
  );

  const valueLabels = useMemo<ValueLabels>(() => {
    const labels: ValueLabels = {};
    for (const field of fields) {
      if (field.kind !== 'enum') continue;
      labels[field.key] = Object.fromEntries((field.values ?? []).map((value) => [value, (field.valueLabels ?? []).map((prefix) => textOf(`${prefix}.${value}`) ?? `${prefix}.${value}`)]));
    }
    return labels;
  }, [fields, textOf]);

  const issueText = useCallback(
    (issue: RowIssue) => {
      const field = fieldLabel(issue.field);
      const base = { line: issue.line, field, value: issue.value };
      if (issue.code === 'unknownValue' || issue.code === 'notANumber' || issue.code === 'notADate' || issue.code === 'notSent' || issue.code === 'cancelled') {
        return t(`import.issue.${issue.code}`, base);
      }
      const message = isFieldErrorCode(issue.code) ? t(`validation.${issue.code}`) : issue.code;
      if (!issue.field) return t('import.issue.row', { ...base, message });
      return issue.value ? t('import.issue.fieldWithValue', { ...base, message }) : t('import.issue.field', { ...base, message });
    },
    [fieldLabel, t],
  );

  /** A column by its name; one without a name (no header row, an empty header) by its first value. */
  const columnLabel = useCallback(
    (header: string, example: string, number: number) => {
      if (header) return t('import.column', { header, number });
      return example ? t('import.columnExample', { example, number }) : t('import.columnNumber', { number });
    },
    [t],
  );

  /** The skipped rows as the file had them, with their line and the reasons, as a CSV download. */
  const downloadSkipped = useCallback(
    async (engine: Pick<ImportEngine, 'rowsAt'>, skipped: RowIssue[]) => {
      const lines = [...new Set(skipped.map((issue) => issue.line))];
      const { headers, rows } = await engine.rowsAt(lines);
      const reasons = new Map<number, string[]>();
      for (const issue of skipped) reasons.set(issue.line, [...(reasons.get(issue.line) ?? []), issueText(issue)]);
      const columns = [
        { header: t('import.line'), value: (row: { line: number }) => row.line },
        // A column without a name (a file without a header row) is named by its number.
        ...headers.map((header, index) => ({
          header: header || t('import.columnNumber', { number: index + 1 }),
          value: (row: { cells: string[] }) => row.cells[index] ?? '',
        })),
        { header: t('import.reasonColumn'), value: (row: { line: number }) => (reasons.get(row.line) ?? []).join(' | ') },
      ];
      downloadCsv(t('import.skippedFile', { name: areaText('crud.csvFile') }), columns, rows, { yes: t('yes'), no: t('no') });
    },
    [issueText, t, areaText],
  );

  return { t, valueLabels, issueText, columnLabel, downloadSkipped };
}
