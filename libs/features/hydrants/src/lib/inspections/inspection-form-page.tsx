import { Hydrant, INSPECTION_ENDPOINTS, type Inspection } from '@rescue-admin/api-contract';
import { LoadFailedNotice, RouteFormPage } from '@rescue-admin/crud-kit';
import { useCapability } from '@rescue-admin/data-access';
import { Button, Loader, Notice } from '@rescue-admin/ui-kit';
import { useQuery } from '@tanstack/react-query';
import ClipboardCheck from 'lucide-react/icons/clipboard-check';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { hydrantApi } from '../api';
import { inspectionsOf } from './inspection-api';
import { isCorrectable } from './inspection-dates';
import { InspectionForm } from './inspection-form';
import { INSPECTION_PARAM, readInspection, readListSearch, readNext } from './open-inspection';

/**
 * /hydrant/pruefung?uid=<hydrantUid>: „Prüfung erfassen“ for the hydrant the navigation state
 * hands over or the link names; with `&inspection=<uid>` the correction of that inspection while
 * its 24 hours last. After saving or cancelling it goes to `next.returnTo` of the navigation state
 * (where it was opened from, or the round's next hydrant), else to the hydrant list.
 */
export function InspectionFormPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const next = readNext(location.state);
  const listSearch = readListSearch(location.state);
  const leave = useCallback(() => {
    if (next) navigate(next.returnTo, { replace: true, state: { listSearch } });
    else navigate({ pathname: '..', search: listSearch }, { replace: true });
  }, [navigate, next, listSearch]);

  return (
    <RouteFormPage namespace="hydrants" schema={Hydrant} list={hydrantApi.queries.list()} recordRequired onBack={leave}>
      {({ record }) => (record ? <InspectionFor hydrant={record} onDone={leave} /> : null)}
    </RouteFormPage>
  );
}

function InspectionFor({ hydrant, onDone }: { hydrant: Hydrant; onDone: () => void }) {
  const { t } = useTranslation(['hydrants', 'common']);
  const { state } = useLocation();
  const [params] = useSearchParams();
  const offered = useCapability(INSPECTION_ENDPOINTS['inspection.create']) !== 'absent';
  const inspectionUid = params.get(INSPECTION_PARAM);
  const handedOver = readInspection(state);
  const fromState = handedOver && handedOver.uid === inspectionUid ? handedOver : undefined;
  // A link or a reload names the inspection only: it is looked up among the hydrant's inspections.
  const lookUp = offered && inspectionUid !== null && !fromState;
  const stored = useQuery({ ...inspectionsOf(hydrant.uid), enabled: lookUp, meta: { errorHandledLocally: true } });
  const [locked, setLocked] = useState(false);
  const navigate = useNavigate();
  // A new inspection instead of the locked correction: the same route, the same way back.
  const recordNew = () => {
    setLocked(false);
    navigate({ search: `?${new URLSearchParams({ uid: hydrant.uid }).toString()}` }, { replace: true, state: { ...(state as object), inspection: undefined } });
  };

  if (!offered) return <Notice variant="warning" title={t('common:notFound.title')}>{t('inspection.unavailable')}</Notice>;
  let inspection: Inspection | undefined;
  if (inspectionUid !== null) {
    inspection = fromState ?? stored.data?.find((candidate) => candidate.uid === inspectionUid);
    if (!inspection) {
      if (stored.isError) return <LoadFailedNotice error={stored.error} onRetry={stored.refetch} />;
      if (!stored.data) return <Loader />;
      return <Notice variant="warning" title={t('common:notFound.title')}>{t('inspection.notFound')}</Notice>;
    }
  }
  if (locked || (inspection && !isCorrectable(inspection.editableUntil, new Date()))) {
    return (
      <Notice
        variant="warning"
        action={
          <Button icon={ClipboardCheck} onClick={recordNew}>
            {t('inspection.record')}
          </Button>
        }
      >
        {t('inspection.locked')}
      </Notice>
    );
  }
  return <InspectionForm key={inspection?.uid ?? 'new'} hydrant={hydrant} inspection={inspection} onDone={onDone} onLocked={() => setLocked(true)} />;
}
