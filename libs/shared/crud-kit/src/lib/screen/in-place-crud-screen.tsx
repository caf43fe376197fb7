import { Button, Loader, Notice } from '@rescue-admin/ui-kit';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import { useState, type ReactNode } from 'react';
import { LoadFailedNotice } from '../errors/load-failed-notice';
import { useCrudTexts } from '../i18n/crud-texts';
import { CrudListView, type CrudListViewOwnProps, type ListTexts } from '../list/crud-list-view';
import { CrudPage } from '../list/crud-page';
import { LiveListContext, useListNameOfRecords } from '../live/live-list';
import { useInPlaceFormUrlState } from '../url-state/use-list-url-state';

export interface InPlaceFormProps<T> {
  /** The record to edit, or undefined for a create. */
  record: T | undefined;
  /** Back to the list (after a save or cancel). */
  close: () => void;
}

export type InPlaceCrudScreenProps<T> = Omit<CrudListViewOwnProps<T>, 'onCreate' | 'onEdit'> &
  ListTexts & {
    /** The create/edit form for a record (undefined = create), usually a CrudFormView. */
    renderForm: (props: InPlaceFormProps<T>) => ReactNode;
  };

/**
 * A screen whose table and form share one route (SPEC §2/§4): the
 * list, or the form with a "Zurück" button. The mode is in the URL (`?form=new`, `?edit=<uid>`),
 * so reload and the back button work; an unknown uid shows a not-found notice.
 */
export function InPlaceCrudScreen<T>({ renderForm, ...listProps }: InPlaceCrudScreenProps<T>) {
  const { namespace, query, getId } = listProps;
  const { t, areaText } = useCrudTexts(namespace);
  const { mode, openCreate, openEdit, close } = useInPlaceFormUrlState();
  const liveList = useListNameOfRecords(query.data);
  const editUid = mode.kind === 'edit' ? mode.uid : null;
  const found = editUid === null ? undefined : query.data?.find((row) => getId(row) === editUid);
  // The record of the open form stays while the form is open: deleted elsewhere, it leaves the list,
  // and the form keeps what was typed (it says so and offers to save it as new).
  const [kept, setKept] = useState<{ uid: string; record: T } | null>(null);
  if (editUid !== null && found !== undefined && kept?.record !== found) setKept({ uid: editUid, record: found });
  if (editUid === null && kept !== null) setKept(null);

  if (mode.kind === 'list') {
    return <CrudListView {...listProps} onCreate={openCreate} onEdit={(row) => openEdit(getId(row))} />;
  }

  let body: ReactNode;
  if (mode.kind === 'create') {
    body = renderForm({ record: undefined, close });
  } else if (query.isPending) {
    body = <Loader />;
  } else if (query.isError && !query.data) {
    body = <LoadFailedNotice error={query.error} onRetry={query.refetch} />;
  } else {
    const record = found ?? (kept?.uid === mode.uid ? kept.record : undefined);
    body = record ? (
      // A new key per record: switching records must not carry one record's input into another.
      <div key={mode.uid}>{renderForm({ record, close })}</div>
    ) : (
      <Notice variant="warning" title={t('notFound.title')}>
        {t('crud.recordNotFound')}
      </Notice>
    );
  }

  return (
    <CrudPage
      title={areaText('page.title')}
      actions={
        <Button icon={ArrowLeft} onClick={close}>
          {t('actions.back')}
        </Button>
      }
    >
      {/* The list endpoint the form's record belongs to: its live notices and presence follow it. */}
      <LiveListContext value={liveList}>{body}</LiveListContext>
    </CrudPage>
  );
}
