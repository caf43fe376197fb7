import { errorReasonOf } from '@rescue-admin/data-access';
import type { TFunction } from 'i18next';

/**
 * The sentence after "… konnte nicht gespeichert/gelöscht werden.": why, in the words the shell's
 * notices use (`errors.<reason>`). The action is the i18next context, because a 409 means
 * a taken value on a save but a record still in use on a delete (`errors.conflict_save`,
 * `errors.conflict_delete`); every other reason reads the same for both.
 */
export function failureReason(t: TFunction<'common'>, error: unknown, action: 'save' | 'delete'): string {
  const reason = errorReasonOf(error);
  return reason === 'conflict' ? t('errors.conflict', { context: action }) : t(`errors.${reason}`);
}
