import { useChangedElsewhere, useEditors, type LiveActor, type LiveChange } from '@rescue-admin/live';
import { useLiveListName } from '../live/live-list';

/** What an edit form shows of colleagues' work on its record. */
export interface LiveRecord {
  /** The latest save of the record by someone else since the form opened (or since it was loaded), or null. */
  changed: LiveChange | null;
  /** The record's deletion by someone else, or null. */
  deleted: LiveChange | null;
  /** Others who have the record open in a form. */
  editors: readonly LiveActor[];
  /** The form has loaded the change (or the stored record after a conflict): the notice goes. */
  acknowledge: () => void;
}

/**
 * The live state of the record an edit form shows, for the list endpoint the screen names
 * (`LiveListContext`). `editable`: the form may save, so it tells the server it has the record
 * open (presence); a read-only view does not count as editing. Inert for a create (no uid), outside
 * a screen that names its list (or `ownList`, the form's own), and without a live store.
 */
export function useLiveRecord(uid: string | undefined, editable: boolean, ownList?: string): LiveRecord {
  const list = useLiveListName() ?? ownList;
  const { change, acknowledge } = useChangedElsewhere(list, uid);
  const editors = useEditors(list, editable ? uid : undefined);
  const deleted = change?.kind === 'delete' ? change : null;
  return { changed: deleted ? null : change, deleted, editors, acknowledge };
}
