import { useTranslation } from 'react-i18next';
import { useQueuedConflicts } from '@rescue-admin/offline';
import { Button, Notice } from '@rescue-admin/ui-kit';
import type { FeatureDescriptor } from '@rescue-admin/util';
import { useAreaTitle } from './feature-text';
import styles from './queued-conflicts.module.css';

export interface QueuedConflictsProps {
  features: readonly FeatureDescriptor[];
}

/**
 * Below the header: a change that waited for the connection and was refused once sent, because
 * someone changed the record meanwhile (409 `stale`) — the form that made it is gone, or the page
 * was reloaded. It stays until the user chooses: „Trotzdem speichern“ (the change on the current
 * version, replacing the other) or „Verwerfen“. Nothing while there is none.
 */
export function QueuedConflicts({ features }: QueuedConflictsProps) {
  const { t } = useTranslation('shell');
  const { conflicts, saveAnyway, discard } = useQueuedConflicts();
  const areaTitle = useAreaTitle(features);
  if (conflicts.length === 0) return null;

  return (
    <div className={styles.conflicts}>
      {conflicts.map((conflict) => {
        const name = conflict.name ?? t('pending.unnamed');
        return (
          <Notice
            key={conflict.id}
            variant="danger"
            title={t('queuedConflicts.title')}
            action={
              <div className={styles.actions}>
                <Button variant="primary" aria-label={t('queuedConflicts.saveAnywayLabel', { name })} onClick={() => saveAnyway(conflict.id)}>
                  {t('queuedConflicts.saveAnyway')}
                </Button>
                <Button aria-label={t('queuedConflicts.discardLabel', { name })} onClick={() => discard(conflict.id)}>
                  {t('queuedConflicts.discard')}
                </Button>
              </div>
            }
          >
            {t('queuedConflicts.message', {
              area: areaTitle(conflict.area),
              name,
              who: conflict.changedBy?.name ?? t('queuedConflicts.someone'),
              kind: t(`pending.kinds.${conflict.kind}`),
            })}
          </Notice>
        );
      })}
    </div>
  );
}
