import { Checkbox, Dropdown, Notice, type DropdownOption } from '@rescue-admin/ui-kit';
import { useMemo } from 'react';
import { useCrudTexts, type ImportNamespace } from '../i18n/crud-texts';
import { formatNumber } from '../list/crud-columns';
import { ENCODINGS, SEPARATORS, type ColumnMapping, type Encoding, type ImportField, type ReadOptions, type Separator } from './import-config';
import type { ReadOk } from './import-steps';
import styles from './csv-import-page.module.css';

export interface ImportMappingProps {
  /** The feature's namespace: the fields' labels are among its texts. */
  namespace: ImportNamespace;
  /** The id the section's heading is made from. */
  id: string;
  fileName: string;
  read: ReadOk;
  fields: readonly ImportField[];
  mapping: ColumnMapping;
  /** A column's name in German (`useImportTexts().columnLabel`). */
  columnLabel(header: string, example: string, number: number): string;
  /** The file is to be read again with these settings. */
  onReread(options: ReadOptions): void;
  onMap(mapping: ColumnMapping): void;
}

/**
 * The file as read: its size, encoding and separator (detected, changeable), whether its first line
 * names the columns, and which column fills which field (suggested, changeable).
 */
export function ImportMapping({ namespace, id, fileName, read, fields, mapping, columnLabel, onReread, onMap }: ImportMappingProps) {
  const { t, textOf } = useCrudTexts(namespace);
  const settings = { encoding: read.encoding, separator: read.separator, headerRow: read.headerRow };
  const columnOptions = useMemo<DropdownOption[]>(
    () => [
      { value: '', label: t('import.notImported') },
      ...read.headers.map((header, index) => ({ value: String(index), label: columnLabel(header, read.examples[index] ?? '', index + 1) })),
    ],
    [read, t, columnLabel],
  );
  return (
    <>
      <section className={styles.section}>
        <p>{t('import.fileSummary', { name: fileName, count: read.rowCount, rows: formatNumber(read.rowCount), columns: read.headers.length })}</p>
        <div className={styles.settings}>
          <Dropdown
            label={t('import.encoding')}
            options={ENCODINGS.map((encoding) => ({
              value: encoding,
              label: t(`import.encodings.${encoding === 'utf-8' && read.bom ? 'utf-8-bom' : encoding}`),
            }))}
            value={read.encoding}
            onChange={(value) => value && onReread({ ...settings, encoding: value as Encoding })}
          />
          <Dropdown
            label={t('import.separator')}
            options={SEPARATORS.map((separator) => ({ value: separator, label: t(`import.separators.${separator}`) }))}
            value={read.separator}
            onChange={(value) => value && onReread({ ...settings, separator: value as Separator })}
          />
        </div>
        <Checkbox
          label={t('import.headerRow')}
          hint={t('import.headerRowHint')}
          checked={read.headerRow}
          onChange={(event) => onReread({ ...settings, headerRow: event.target.checked })}
        />
      </section>

      <section className={styles.section} aria-labelledby={`${id}-mapping`}>
        <h2 id={`${id}-mapping`} className={styles.sectionHeading}>
          {t('import.mappingTitle')}
        </h2>
        <p className={styles.hint}>{t(read.headerRow ? 'import.mappingHint' : 'import.mappingHintNoHeader')}</p>
        {read.duplicateHeaders.map((duplicate) => (
          <Notice key={duplicate.header} variant="warning">
            {t('import.duplicateHeader', { header: duplicate.header, columns: duplicate.columns.map((column) => column + 1).join(', ') })}
          </Notice>
        ))}
        <div className={styles.mapping}>
          {fields.map((field) => (
            <Dropdown
              key={field.key}
              label={(textOf(field.label) ?? field.label)}
              options={columnOptions}
              value={mapping[field.key] === null || mapping[field.key] === undefined ? '' : String(mapping[field.key])}
              onChange={(value) => onMap({ ...mapping, [field.key]: value ? Number(value) : null })}
            />
          ))}
        </div>
      </section>
    </>
  );
}
