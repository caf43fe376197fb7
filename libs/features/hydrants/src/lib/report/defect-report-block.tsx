import type { DefectReportRow } from '@rescue-admin/api-contract';
import { fileQuery } from '@rescue-admin/storage';
import { useQuery } from '@tanstack/react-query';
import ImageOff from 'lucide-react/icons/image-off';
import { useTranslation } from 'react-i18next';
import { StatusText } from '../inspection-state/status-text';
import { coordinate, geoUri, osmUrl, statusOfRow } from './defect-report-data';
import styles from './defect-report.module.css';

/** One photo of an inspection: a thumbnail from the storage's download URL, a placeholder where there is none. */
function ReportPhoto({ path, number, name }: { path: string; number: number; name: string }) {
  const { t } = useTranslation('hydrants');
  const url = useQuery({ ...fileQuery(path), meta: { errorHandledLocally: true } });
  if (!url.data) {
    return (
      <span className={styles.photoMissing}>
        <ImageOff aria-hidden="true" />
        <span className="visually-hidden">{t('report.photoMissing', { number })}</span>
      </span>
    );
  }
  return <img src={url.data} alt={t('report.photo', { number, name })} className={styles.photo} loading="lazy" />;
}

/**
 * One hydrant of the Mängelbericht: name, description, status (words and icon), defects, note,
 * when and by whom, coordinates with a geo: link and an OpenStreetMap link (their text is the
 * address itself, readable on paper), the photos. All of it as text, nothing of it as HTML.
 */
export function DefectReportBlock({ row, defects, day }: { row: DefectReportRow; defects: string; day: (date: Date) => string }) {
  const { t } = useTranslation('hydrants');
  const { hydrant, inspection } = row;
  const position = `${coordinate(hydrant.lat)}, ${coordinate(hydrant.lon)}`;
  return (
    <article className={styles.block} aria-labelledby={`report-${inspection.uid}`}>
      <h2 id={`report-${inspection.uid}`} className={styles.name}>{hydrant.name}</h2>
      {hydrant.description && <p className={styles.description}>{hydrant.description}</p>}
      <dl className={styles.facts}>
        <dt>{t('report.columns.status')}</dt>
        <dd>
          <StatusText status={statusOfRow(row)} />
        </dd>
        {defects && (
          <>
            <dt>{t('report.columns.defects')}</dt>
            <dd>{defects}</dd>
          </>
        )}
        {inspection.note && (
          <>
            <dt>{t('report.columns.note')}</dt>
            <dd className={styles.note}>{inspection.note}</dd>
          </>
        )}
        <dt>{t('report.columns.inspectedAt')}</dt>
        <dd>{t('report.inspected', { date: day(inspection.inspectedAt), name: inspection.inspector.name })}</dd>
        <dt>{t('report.position')}</dt>
        <dd>
          {position}
          <br />
          <a href={geoUri(hydrant)} className={styles.link}>{geoUri(hydrant)}</a>
          <br />
          <a href={osmUrl(hydrant)} className={styles.link} target="_blank" rel="noreferrer">{osmUrl(hydrant)}</a>
        </dd>
      </dl>
      {inspection.photos.length > 0 && (
        <div className={styles.photos}>
          {inspection.photos.map((path, index) => (
            <ReportPhoto key={path} path={path} number={index + 1} name={hydrant.name} />
          ))}
        </div>
      )}
    </article>
  );
}
