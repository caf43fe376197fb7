import { fileQuery } from '@rescue-admin/storage';
import { useQuery } from '@tanstack/react-query';
import ImageOff from 'lucide-react/icons/image-off';
import { useTranslation } from 'react-i18next';
import styles from './inspections.module.css';

export interface InspectionPhotoProps {
  /** The photo's path in file storage (`inspections/<hydrantUid>/<photoUid>`). */
  path: string;
  /** 1, 2, 3: how the thumbnail is named. */
  number: number;
  /** The inspection's date as shown („12.03.2026“). */
  date: string;
}

/** A thumbnail of an inspection's photo, a link to the full-size image; a placeholder where storage has none. */
export function InspectionPhoto({ path, number, date }: InspectionPhotoProps) {
  const { t } = useTranslation('hydrants');
  const url = useQuery({ ...fileQuery(path), meta: { errorHandledLocally: true } });
  if (!url.data) {
    return (
      <span className={styles.photoMissing} title={url.isPending ? undefined : t('inspection.photos.missing')}>
        <ImageOff aria-hidden="true" />
        <span className={styles.visuallyHidden}>{url.isPending ? t('inspection.photos.thumbnail', { number, date }) : t('inspection.photos.missing')}</span>
      </span>
    );
  }
  return (
    <a href={url.data} target="_blank" rel="noreferrer" className={styles.photoLink} aria-label={t('inspection.photos.open', { number, date })}>
      <img src={url.data} alt={t('inspection.photos.thumbnail', { number, date })} className={styles.thumbnail} loading="lazy" />
    </a>
  );
}
