import { INSPECTION_ENDPOINTS, type Inspection } from '@rescue-admin/api-contract';
import { LoadFailedNotice } from '@rescue-admin/crud-kit';
import { useCan, useCapability } from '@rescue-admin/data-access';
import { Button, Loader } from '@rescue-admin/ui-kit';
import { useQuery } from '@tanstack/react-query';
import ClipboardCheck from 'lucide-react/icons/clipboard-check';
import { useTranslation } from 'react-i18next';
import { HydrantStatus } from './hydrant-status';
import type { InspectedHydrant } from './inspection-state';
import { inspectionsOf } from './inspection-api';
import { InspectionEntry } from './inspection-entry';
import { useOpenInspection } from './open-inspection';
import styles from './inspections.module.css';

export interface HydrantInspectionsProps {
  /** The hydrant, with the inspection state its row carries. */
  hydrant: InspectedHydrant;
}

/**
 * „Prüfungen“ below the hydrant's form: its status, last and next inspection, „Prüfung erfassen“
 * and its inspections, newest first, each correctable while its 24 hours last. Not shown where the
 * service keeps no inspections.
 */
export function HydrantInspections({ hydrant }: HydrantInspectionsProps) {
  const { t } = useTranslation('hydrants');
  const offered = useCapability(INSPECTION_ENDPOINTS['inspection.ofHydrant']) !== 'absent';
  // The policy's inspection rows decide (they follow the hydrants'); this hides what the API would refuse.
  const mayInspect = useCan('inspection', 'create');
  const mayCorrect = useCan('inspection', 'update');
  const inspections = useQuery({ ...inspectionsOf(hydrant.uid), enabled: offered, meta: { errorHandledLocally: true } });
  const open = useOpenInspection();
  if (!offered) return null;
  const now = new Date();

  let body;
  if (inspections.isError) body = <LoadFailedNotice error={inspections.error} onRetry={inspections.refetch} />;
  else if (!inspections.data) body = <Loader />;
  else if (inspections.data.length === 0) body = <p className={styles.empty}>{t('inspection.empty')}</p>;
  else
    body = (
      <ol className={styles.entries}>
        {inspections.data.map((inspection: Inspection) => (
          <InspectionEntry key={inspection.uid} inspection={inspection} now={now} mayCorrect={mayCorrect} onCorrect={(item) => open(hydrant, item)} />
        ))}
      </ol>
    );

  return (
    <section className={styles.section} aria-labelledby={`inspections-${hydrant.uid}`}>
      <h3 id={`inspections-${hydrant.uid}`} className={styles.sectionTitle}>
        {t('inspection.section')}
      </h3>
      <HydrantStatus hydrant={hydrant} now={now} />
      {mayInspect && (
        <Button variant="primary" icon={ClipboardCheck} onClick={() => open(hydrant)} className={styles.recordButton}>
          {t('inspection.record')}
        </Button>
      )}
      {body}
    </section>
  );
}
