import { MAX_INSPECTION_PHOTOS } from '@rescue-admin/api-contract';
import { newIdempotencyKey } from '@rescue-admin/data-access';
import { FieldError, IconButton, Input, Notice } from '@rescue-admin/ui-kit';
import X from 'lucide-react/icons/x';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormPhoto } from './inspection-form-schema';
import { InspectionPhoto } from './inspection-photo';
import styles from './inspections.module.css';

export interface PhotoFieldProps {
  photos: FormPhoto[];
  onChange: (photos: FormPhoto[]) => void;
  /** The inspection's date as shown, for the names of stored photos. */
  date: string;
  /** Without a connection photos cannot be uploaded: the field says so. */
  offline: boolean;
  /** Why the photos cannot be saved (offline, unreadable, upload failed). */
  error?: string;
  /** @default false */
  disabled?: boolean;
}

/**
 * Up to three photos: the camera on a phone (`capture=environment`), a picture file elsewhere;
 * anything but an image is refused with a German message before it is kept. Chosen photos are
 * listed with a button to remove each; they are resized and uploaded when the inspection is saved.
 */
export function PhotoField({ photos, onChange, date, offline, error, disabled = false }: PhotoFieldProps) {
  const { t } = useTranslation('hydrants');
  const [tooMany, setTooMany] = useState(false);
  const room = MAX_INSPECTION_PHOTOS - photos.length;

  const add = (files: File[]) => {
    setTooMany(files.length > room);
    const added = files.slice(0, Math.max(0, room)).map((file) => ({ file, key: newIdempotencyKey() }));
    if (added.length > 0) onChange([...photos, ...added]);
  };

  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{t('inspection.fields.photos')}</legend>
      {offline && <Notice variant="info">{t('inspection.photos.offline')}</Notice>}
      {photos.length > 0 && (
        <ul className={styles.chosenPhotos}>
          {photos.map((photo, index) => (
            <li key={'path' in photo ? photo.path : photo.key} className={styles.chosenPhoto}>
              {'path' in photo ? (
                <InspectionPhoto path={photo.path} number={index + 1} date={date} />
              ) : (
                <span className={styles.fileName}>{t('inspection.photos.preview', { number: index + 1 })}: {photo.file.name}</span>
              )}
              <IconButton
                icon={X}
                variant="ghost"
                label={t('inspection.photos.remove', { number: index + 1 })}
                disabled={disabled}
                onClick={() => {
                  setTooMany(false);
                  onChange(photos.filter((other) => other !== photo));
                }}
              />
            </li>
          ))}
        </ul>
      )}
      {room > 0 && (
        <Input
          type="file"
          label={t('inspection.photos.choose')}
          hideLabel
          imagesOnly
          multiple
          capture="environment"
          disabled={disabled}
          hint={t('inspection.photos.hint', { max: MAX_INSPECTION_PHOTOS })}
          invalidFileMessage={t('inspection.photos.invalid')}
          error={tooMany ? t('inspection.photos.tooMany', { max: MAX_INSPECTION_PHOTOS }) : error}
          onFilesChange={add}
          onChange={(event) => {
            // The same picture may be chosen again after removing it.
            event.currentTarget.value = '';
          }}
        />
      )}
      {room <= 0 && (tooMany || error) && <FieldError>{tooMany ? t('inspection.photos.tooMany', { max: MAX_INSPECTION_PHOTOS }) : error}</FieldError>}
    </fieldset>
  );
}
