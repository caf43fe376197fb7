import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CloudOff } from 'lucide-react';
import { usePendingWrites } from '@rescue-admin/offline';
import { Button } from '@rescue-admin/ui-kit';
import type { FeatureDescriptor } from '@rescue-admin/util';
import { useAreaTitle } from './feature-text';
import styles from './pending-changes.module.css';

export interface PendingChangesProps {
  features: readonly FeatureDescriptor[];
}

/**
 * „2 Änderungen warten auf die Verbindung“ below the header while saves, deletes or syncs wait
 * (also those restored after a reload); it opens the list of them — area, record, kind — with
 * „Verwerfen“ for each (never sent, also gone after a reload). Nothing while none wait.
 */
export function PendingChanges({ features }: PendingChangesProps) {
  const { t } = useTranslation('shell');
  const { writes, discard } = usePendingWrites();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const areaTitle = useAreaTitle(features);
  if (writes.length === 0) return null;

  return (
    <div className={styles.pending}>
      <button type="button" className={styles.summary} aria-expanded={open} aria-controls={listId} onClick={() => setOpen(!open)}>
        <CloudOff size={18} aria-hidden="true" />
        {t('pending.summary', { count: writes.length })}
      </button>
      <ul id={listId} hidden={!open} className={styles.list}>
        {writes.map((write) => {
          const name = write.name ?? t('pending.unnamed');
          return (
            <li key={write.id} className={styles.item}>
              <span>{t('pending.item', { area: areaTitle(write.area), name, kind: t(`pending.kinds.${write.kind}`) })}</span>
              <Button aria-label={t('pending.discardLabel', { name })} onClick={() => discard(write.id)}>
                {t('pending.discard')}
              </Button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
