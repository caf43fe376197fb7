import type { EntityForm } from '@rescue-admin/crud-kit';
import { GEOCODING_ENDPOINTS, geocodingSearch, type StagingRoomCreate } from '@rescue-admin/api-contract';
import { errorReasonOf, useCall } from '@rescue-admin/data-access';
import { Button, Notice } from '@rescue-admin/ui-kit';
import MapPin from 'lucide-react/icons/map-pin';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './geocode-button.module.css';

type Result = { kind: 'found'; label?: string } | { kind: 'failed' } | { kind: 'refused' } | null;

const ADDRESS_FIELDS = ['address.street', 'address.number', 'address.zip', 'address.city'] as const;

/**
 * "Koordinaten ermitteln": looks the typed address up (GET /geocoding/?search="<street> <number>,
 * <zip> <city>") and fills latitude and longitude. When nothing is found the fields stay as they
 * are and the administrator can type the coordinates by hand.
 */
export function GeocodeButton({ form }: { form: EntityForm<typeof StagingRoomCreate> }) {
  const { t } = useTranslation(['staging', 'common']);
  // The form says what the lookup found or not; the shell adds no notice.
  const geocode = useCall(GEOCODING_ENDPOINTS['geocoding.search'], { meta: { errorHandledLocally: true } });
  const [result, setResult] = useState<Result>(null);

  const lookUp = async () => {
    setResult(null);
    // Only the address is checked here; the rest of the form may still be incomplete.
    if (!(await form.trigger([...ADDRESS_FIELDS]))) return;
    const { street, number, zip, city } = form.getValues('address');
    try {
      const found = await geocode.mutateAsync({ query: { search: geocodingSearch({ street, number, zip, city }) } });
      const options = { shouldDirty: true, shouldValidate: true } as const;
      form.setValue('lat', found.lat, options);
      form.setValue('lon', found.lon, options);
      setResult({ kind: 'found', label: found.label });
    } catch (error) {
      // "No coordinates for this address" would be wrong when the lookup was not allowed at all.
      setResult({ kind: errorReasonOf(error) === 'forbidden' ? 'refused' : 'failed' });
    }
  };

  return (
    <div className={styles.geocode}>
      <Button icon={MapPin} onClick={lookUp}>
        {t('geocode.action')}
      </Button>
      {result?.kind === 'found' && (
        <Notice variant="success">{result.label ? t('geocode.found', { label: result.label }) : t('geocode.foundWithoutLabel')}</Notice>
      )}
      {result?.kind === 'failed' && <Notice variant="danger">{t('geocode.failed')}</Notice>}
      {result?.kind === 'refused' && <Notice variant="danger">{t('common:errors.forbidden')}</Notice>}
    </div>
  );
}
