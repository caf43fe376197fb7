import { errorReasonOf } from '@rescue-admin/data-access';
import type { LooseT } from '../i18n/use-loose-translation';

/**
 * The sentence after "… konnte nicht gespeichert/gelöscht werden.": why, in the words the shell's
 * notices use (`common:errors.<reason>`). The action is the i18next context, because a 409 means
 * a taken value on a save but a record still in use on a delete (`errors.conflict_save`,
 * `errors.conflict_delete`); every other reason reads the same for both.
 */
export function failureReason(t: LooseT, error: unknown, action: 'save' | 'delete'): string {
  return t(`common:errors.${errorReasonOf(error)}`, { context: action });
}
