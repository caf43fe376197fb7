import type { LiveActor, LiveChange } from '@rescue-admin/live';
import { Button, Notice } from '@rescue-admin/ui-kit';
import { asText } from '@rescue-admin/util';
import RefreshCw from 'lucide-react/icons/refresh-cw';
import { useCrudTexts } from '../i18n/crud-texts';
import styles from './conflict.module.css';

/** The name of whoever wrote, for the sentence: their current name, or „einer anderen Person“. */
function useActorName(): (actor: LiveActor) => string {
  const { t } = useCrudTexts();
  return (actor) => {
    const name = asText(actor.name).trim();
    return name === '' ? t('conflict.someone') : name;
  };
}

export interface ChangedElsewhereNoticeProps {
  change: LiveChange;
  /** Puts the changed record into the form (the user's explicit choice). */
  onLoadCurrent: () => void;
}

/** An open form's record was just saved by someone else: who, and „Aktuellen Stand laden“ before saving. */
export function ChangedElsewhereNotice({ change, onLoadCurrent }: ChangedElsewhereNoticeProps) {
  const { t } = useCrudTexts();
  const name = useActorName()(change.actor);
  return (
    <Notice variant="warning" title={<span className={styles.anywhere}>{t('live.changedBy', { name })}</span>}>
      <p className={styles.text}>{t('live.changedHint')}</p>
      <div className={styles.actions}>
        <Button icon={RefreshCw} variant="primary" onClick={onLoadCurrent}>
          {t('conflict.loadCurrent')}
        </Button>
      </div>
    </Notice>
  );
}

/**
 * An open form's record was just deleted by someone else: the form keeps what was typed; its
 * buttons now save it as a new record (`canSaveAsNew`: the area has a create and the role may
 * create) or close it. A read-only view (`readOnly`) only says so.
 */
export function DeletedElsewhereNotice({ change, canSaveAsNew, readOnly }: { change: LiveChange; canSaveAsNew: boolean; readOnly: boolean }) {
  const { t } = useCrudTexts();
  const name = useActorName()(change.actor);
  return (
    <Notice variant="warning" title={<span className={styles.anywhere}>{t('live.deletedBy', { name })}</span>}>
      {!readOnly && <p className={styles.text}>{canSaveAsNew ? t('live.deletedHint') : t('live.deletedHintNoCreate')}</p>}
    </Notice>
  );
}

/** Who else has the record open in a form: „Wird gerade auch von Anna Berg und Ben Kurz bearbeitet.“ */
export function EditorsNotice({ editors }: { editors: readonly LiveActor[] }) {
  const { t } = useCrudTexts();
  const nameOf = useActorName();
  const names = new Intl.ListFormat('de', { type: 'conjunction' }).format(editors.map(nameOf));
  return (
    <Notice variant="info">
      <span className={styles.anywhere}>{t('live.editors', { names })}</span>
    </Notice>
  );
}
