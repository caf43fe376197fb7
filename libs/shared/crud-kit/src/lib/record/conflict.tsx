import type { StaleConflict } from '@rescue-admin/data-access';
import { Button, IconButton, Notice } from '@rescue-admin/ui-kit';
import { asText } from '@rescue-admin/util';
import RefreshCw from 'lucide-react/icons/refresh-cw';
import Save from 'lucide-react/icons/save';
import X from 'lucide-react/icons/x';
import { useCrudTexts } from '../i18n/crud-texts';
import { useFieldText, type RecordFields } from './record-fields';
import styles from './conflict.module.css';

/** Who changed a record meanwhile, as the sentence's name: „Erika Mustermann“ or „einer anderen Person“. */
export function useChangedByName(): (changedBy: StaleConflict['changedBy']) => string | null {
  return (changedBy) => {
    const name = changedBy ? asText(changedBy.name).trim() : '';
    return name === '' ? null : name;
  };
}

export interface ConflictNoticeProps {
  changedBy: StaleConflict['changedBy'];
  onLoadCurrent: () => void;
  onSaveAnyway: () => void;
}

/** A save refused because another administrator saved first: who, that nothing is lost, and the two ways on. */
export function ConflictNotice({ changedBy, onLoadCurrent, onSaveAnyway }: ConflictNoticeProps) {
  const { t } = useCrudTexts();
  const name = useChangedByName()(changedBy);
  return (
    <Notice variant="warning" title={name ? t('conflict.changedBy', { name }) : t('conflict.changedBySomeone')}>
      <p className={styles.text}>{t('conflict.keptInput')}</p>
      <div className={styles.actions}>
        <Button icon={RefreshCw} onClick={onLoadCurrent}>
          {t('conflict.loadCurrent')}
        </Button>
        <Button icon={Save} variant="primary" onClick={onSaveAnyway}>
          {t('conflict.saveAnyway')}
        </Button>
      </div>
    </Notice>
  );
}

/** One field where what the user typed differs from the stored record now in the form. */
export interface Difference {
  path: string;
  typed: unknown;
  current: unknown;
}

function isComparable(value: unknown): boolean {
  // Files (an icon to upload) are not part of the stored record.
  return !(typeof Blob !== 'undefined' && value instanceof Blob);
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value) && !(value instanceof Date) && isComparable(value);
}

function same(a: unknown, b: unknown): boolean {
  if (a instanceof Date || b instanceof Date) return String(a) === String(b);
  if (typeof a === 'number' && typeof b === 'number') return a === b || (Number.isNaN(a) && Number.isNaN(b));
  return JSON.stringify(a) === JSON.stringify(b);
}

/** The fields (dotted paths into nested objects; a list counts as one field) where `typed` and `current` differ. */
export function differences(typed: Record<string, unknown>, current: Record<string, unknown>, prefix = ''): Difference[] {
  const out: Difference[] = [];
  for (const key of new Set([...Object.keys(typed), ...Object.keys(current)])) {
    const path = `${prefix}${key}`;
    const a = typed[key];
    const b = current[key];
    if (!isComparable(a) || !isComparable(b)) continue;
    if (isPlainObject(a) && isPlainObject(b)) out.push(...differences(a, b, `${path}.`));
    else if (!same(a, b)) out.push({ path, typed: a, current: b });
  }
  return out;
}

export interface ConflictComparisonProps {
  differences: readonly Difference[];
  fields?: RecordFields;
  /** Puts the typed value back into its field. */
  onTakeOver: (difference: Difference) => void;
  onDismiss: () => void;
}

/**
 * After „Aktuellen Stand laden“: the form shows the stored record, and this list what the user
 * had typed where it differs — „Ihre Eingabe: …“ beside the current value, with „Übernehmen“ to
 * put it back. Nothing typed is lost by loading the current state.
 */
export function ConflictComparison({ differences: rows, fields, onTakeOver, onDismiss }: ConflictComparisonProps) {
  const { t } = useCrudTexts();
  const text = useFieldText(fields);
  return (
    <Notice
      variant="info"
      title={rows.length > 0 ? t('conflict.loaded') : t('conflict.loadedSame')}
      action={<IconButton icon={X} label={t('crud.dismiss')} onClick={onDismiss} />}
    >
      {rows.length > 0 && (
        <ul className={styles.differences}>
          {rows.map((row) => {
            const label = text.labelOf(row.path);
            return (
              <li key={row.path} className={styles.difference}>
                <span>
                  <strong>{label}:</strong> {t('conflict.yourInput', { value: text.valueOf(row.path, row.typed) })}{' '}
                  <span className={styles.current}>({t('conflict.currentValue', { value: text.valueOf(row.path, row.current) })})</span>
                </span>
                <Button onClick={() => onTakeOver(row)} aria-label={t('conflict.takeOverLabel', { field: label })}>
                  {t('conflict.takeOver')}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </Notice>
  );
}
