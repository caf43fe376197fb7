import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, ConfirmDialog } from '@rescue-admin/ui-kit';
import { discardUnsavedWork, hasUnsavedWork } from '@rescue-admin/util';
import styles from './update-notice.module.css';

/** The page's unsaved work as the notice asks about it (util's registry; tests pass their own). */
export interface UnsavedWork {
  has: () => boolean;
  discard: () => void;
}

const PAGE_UNSAVED_WORK: UnsavedWork = { has: hasUnsavedWork, discard: discardUnsavedWork };

export interface UpdateNoticeProps {
  /** Switches to the new version (the page reloads). */
  apply: () => void;
  /** @default the page's unsaved work (crud-kit's forms, the CSV import) */
  unsavedWork?: UnsavedWork;
}

/**
 * „Neue Version verfügbar“ with „Neu laden“. It stays until the user chooses to reload; with
 * unsaved changes on the page it asks first, and „Weiter bearbeiten“ keeps everything as it is.
 */
export function UpdateNotice({ apply, unsavedWork = PAGE_UNSAVED_WORK }: UpdateNoticeProps) {
  const { t } = useTranslation('shell');
  const [asking, setAsking] = useState(false);
  const reload = () => {
    if (unsavedWork.has()) setAsking(true);
    else apply();
  };
  return (
    <div role="status" className={styles.notice}>
      <span>{t('update.available')}</span>
      <Button variant="primary" onClick={reload}>
        {t('update.reload')}
      </Button>
      <ConfirmDialog
        open={asking}
        title={t('update.unsavedTitle')}
        message={t('update.unsavedMessage')}
        confirmLabel={t('update.unsavedConfirm')}
        cancelLabel={t('update.unsavedCancel')}
        closeLabel={t('update.close')}
        onConfirm={() => {
          setAsking(false);
          unsavedWork.discard();
          apply();
        }}
        onCancel={() => setAsking(false)}
      />
    </div>
  );
}
