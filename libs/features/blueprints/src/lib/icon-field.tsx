import { Input } from '@rescue-admin/ui-kit';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BlueprintIcon } from './blueprint-icon';
import styles from './icon-field.module.css';

export interface IconFieldProps {
  /** The edited blueprint, whose current icon is shown until another file is chosen. */
  blueprint: { uid: string; name: string } | null;
  /** The chosen file (not yet uploaded), or null. */
  file: Blob | null;
  onFileChange: (file: Blob | null) => void;
  /** Upload progress 0..1 while the icon is being stored, else null. */
  progress: number | null;
  disabled?: boolean;
}

/** Reads a chosen image for the preview; jsdom and every browser have FileReader. */
function usePreview(file: Blob | null): string | null {
  // Kept with the file it was read from, so a stale preview is never shown for another file.
  const [read, setRead] = useState<{ file: Blob; url: string } | null>(null);
  useEffect(() => {
    if (!file) return;
    const reader = new FileReader();
    reader.onload = () => {
      if (typeof reader.result === 'string') setRead({ file, url: reader.result });
    };
    reader.readAsDataURL(file);
    return () => reader.abort();
  }, [file]);
  return read !== null && read.file === file ? read.url : null;
}

/**
 * The icon: the current one (edit) or a preview of the chosen file, a file input that accepts images
 * only (others are rejected with a German message before anything is uploaded, SPEC §5), and the
 * upload progress while saving.
 */
export function IconField({ blueprint, file, onFileChange, progress, disabled }: IconFieldProps) {
  const { t } = useTranslation('blueprints');
  const preview = usePreview(file);
  const percent = progress === null ? null : Math.round(progress * 100);

  return (
    <div className={styles.field}>
      <div className={styles.image}>
        {preview ? (
          <img src={preview} alt={t('icon.preview')} className={styles.preview} />
        ) : blueprint ? (
          <BlueprintIcon uid={blueprint.uid} name={blueprint.name} size="lg" />
        ) : null}
      </div>
      <div className={styles.controls}>
        <Input
          type="file"
          label={t('fields.icon')}
          imagesOnly
          invalidFileMessage={t('icon.errors.not-an-image')}
          hint={t('icon.hint')}
          disabled={disabled}
          // A rejected choice fires no change: forget the previous file first, so that what is
          // shown (the error) and what would be uploaded (nothing) agree.
          onInput={() => onFileChange(null)}
          onFilesChange={(files) => onFileChange(files[0] ?? null)}
        />
        {percent !== null && (
          <div className={styles.progress}>
            <progress max={100} value={percent} aria-label={t('icon.uploading')} />
            <span aria-hidden="true">{percent} %</span>
          </div>
        )}
      </div>
    </div>
  );
}
