import { INSPECTION_ENDPOINTS, type Defect } from '@rescue-admin/api-contract';
import { LoadFailedNotice, downloadCsv, formatNumber } from '@rescue-admin/crud-kit';
import { useCapability } from '@rescue-admin/data-access';
import { Button, Input, Loader, Notice } from '@rescue-admin/ui-kit';
import { useQuery } from '@tanstack/react-query';
import Download from 'lucide-react/icons/download';
import Printer from 'lucide-react/icons/printer';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { hydrantApi } from '../api';
import { chipsOf, scopeSearch } from '../inspection-state/round-scope';
import { DefectReportBlock } from './defect-report-block';
import { bboxOf, defectReportQuery, rangeOf, reportColumns, rowsInScope, statusOfRow, type ReportTexts } from './defect-report-data';
import styles from './defect-report.module.css';

let dayFormat: Intl.DateTimeFormat | undefined;
const formatDay = (date: Date) => (dayFormat ??= new Intl.DateTimeFormat('de-DE', { day: '2-digit', month: '2-digit', year: 'numeric' })).format(date);

/**
 * /hydrant/maengelbericht?from=&to=[&q=&filter=|&bbox=]: the hydrants found with defects or out
 * of service in the range (default: the last 12 months), limited to the list's search and chips
 * or to the map's visible area (`bbox=south,west,north,east`); one block per hydrant with
 * position, links and photos. „Als CSV herunterladen“ and „Drucken“ (A4, one hydrant per block,
 * no app chrome: `defect-report.module.css`). Steps aside without inspections.
 */
export function DefectReportPage() {
  const { t } = useTranslation(['hydrants', 'common']);
  const offered = useCapability(INSPECTION_ENDPOINTS['inspection.report']) !== 'absent';
  const [params, setParams] = useSearchParams();
  const today = useMemo(() => new Date(), []);
  const range = rangeOf(params, today);
  const rangeValid = range.from <= range.to;
  const report = useQuery({ ...defectReportQuery(range), enabled: offered && rangeValid });
  const scoped = params.get('q') || params.get('filter');
  // The list's scope is worked out on the cached hydrant list (only when the report is limited to it).
  const hydrants = useQuery({ ...hydrantApi.queries.list(), enabled: offered && Boolean(scoped) });
  const rows = useMemo(
    () => (report.data && (!scoped || hydrants.data) ? rowsInScope(report.data, params, hydrants.data, today) : undefined),
    [report.data, scoped, hydrants.data, params, today],
  );

  const defectsText = useCallback(
    (defects: readonly Defect[], otherDefect: string) =>
      defects.map((defect) => (defect === 'SONSTIGES' && otherDefect ? `${t('enums.defect.SONSTIGES')}: ${otherDefect}` : t(`enums.defect.${defect}`))).join(', '),
    [t],
  );
  const texts = useMemo<ReportTexts>(
    () => ({
      header: (column) => t(`report.columns.${column}`),
      status: (row) => t(`enums.inspectionStatus.${statusOfRow(row)}`),
      defects: defectsText,
      day: formatDay,
    }),
    [t, defectsText],
  );

  const setRange = (name: 'from' | 'to', value: string) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (value) updated.set(name, value);
        else updated.delete(name);
        return updated;
      },
      { replace: true },
    );

  const title = <h1 className={styles.title}>{t('report.title')}</h1>;
  if (!offered) {
    return (
      <section className={styles.page}>
        {title}
        <Notice variant="info">{t('report.unavailableService')}</Notice>
        <Link to={{ pathname: '..', search: scopeSearch(params) }} relative="path" className={styles.link}>{t('round.backToList')}</Link>
      </section>
    );
  }

  const scopeText = bboxOf(params)
    ? t('report.scopeArea')
    : scoped
      ? t('report.scopeFilter', {
          scope: [...chipsOf(params).map((chip) => t(`report.chips.${chip}`)), ...(params.get('q') ? [t('report.scopeSearch', { search: params.get('q') })] : [])].join(', '),
        })
      : null;

  return (
    <section className={styles.page}>
      {title}
      <p className={styles.range}>
        {t('report.range')}: {formatDay(new Date(`${range.from}T12:00`))} – {formatDay(new Date(`${range.to}T12:00`))}
        {scopeText && <span> · {scopeText}</span>}
      </p>
      <div className={styles.controls}>
        <Input label={t('report.from')} type="date" value={range.from} onChange={(event) => setRange('from', event.target.value)} className={styles.field} />
        <Input label={t('report.to')} type="date" value={range.to} onChange={(event) => setRange('to', event.target.value)} className={styles.field} />
        <Button icon={Download} disabled={!rows || rows.length === 0} onClick={() => rows && downloadCsv(t('report.csvFile', range), reportColumns(texts), rows, { yes: t('common:yes'), no: t('common:no') })}>
          {t('report.csv')}
        </Button>
        <Button icon={Printer} disabled={!rows} onClick={() => window.print()}>
          {t('report.print')}
        </Button>
      </div>
      {!rangeValid && <Notice variant="warning">{t('report.rangeInvalid')}</Notice>}
      {report.isError && <LoadFailedNotice error={report.error} onRetry={report.refetch} />}
      {rangeValid && !rows && !report.isError && <Loader />}
      {rows && (
        <>
          <p className={styles.count}>{t('report.count', { count: rows.length, formatted: formatNumber(rows.length) })}</p>
          {rows.length === 0 ? (
            <Notice variant="info">{t('report.empty')}</Notice>
          ) : (
            rows.map((row) => <DefectReportBlock key={row.inspection.uid} row={row} defects={defectsText(row.inspection.defects, row.inspection.otherDefect)} day={formatDay} />)
          )}
        </>
      )}
    </section>
  );
}
