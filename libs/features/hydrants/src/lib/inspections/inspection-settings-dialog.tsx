import { INSPECTION_INTERVALS, type InspectionInterval } from '@rescue-admin/api-contract';
import { LoadFailedNotice } from '@rescue-admin/crud-kit';
import { useCall } from '@rescue-admin/data-access';
import { Button, Loader, Notice, Popup, notify } from '@rescue-admin/ui-kit';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { hydrantApi } from '../api';
import { UPDATE_SETTINGS, inspectionSettingsQuery } from './inspection-api';
import styles from './inspections.module.css';

/** The dialog of „Prüfintervall“: the register's inspection cycle, 12, 24 or 48 months. */
export function InspectionSettingsDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation(['hydrants', 'common']);
  const queryClient = useQueryClient();
  const settings = useQuery({ ...inspectionSettingsQuery(), meta: { errorHandledLocally: true } });
  const save = useCall(UPDATE_SETTINGS, { meta: { errorHandledLocally: true } });
  const [chosen, setChosen] = useState<InspectionInterval | null>(null);
  const [failed, setFailed] = useState(false);
  const legendId = useId();
  const value = chosen ?? settings.data?.intervalMonths ?? null;

  const submit = async () => {
    if (value === null) return;
    setFailed(false);
    try {
      const stored = await save.mutateAsync({ body: { intervalMonths: value } });
      queryClient.setQueryData(inspectionSettingsQuery().queryKey, stored);
      // Every hydrant without a cycle of its own is due anew.
      void queryClient.invalidateQueries({ queryKey: hydrantApi.keys.lists() });
      notify.success(t('inspection.settings.saved', { months: stored.intervalMonths }));
      onClose();
    } catch {
      setFailed(true);
    }
  };

  let body;
  if (settings.isError) body = <LoadFailedNotice error={settings.error} onRetry={settings.refetch} />;
  else if (!settings.data) body = <Loader />;
  else
    body = (
      <fieldset role="radiogroup" aria-labelledby={legendId} className={styles.fieldset}>
        <legend id={legendId} className={styles.legend}>
          {t('inspection.settings.interval')}
        </legend>
        <div className={styles.results}>
          {INSPECTION_INTERVALS.map((months) => (
            <label key={months} className={styles.resultOption}>
              <input type="radio" name="intervalMonths" value={months} checked={value === months} onChange={() => setChosen(months)} className={styles.radio} />
              <span>{t('interval.months', { months })}</span>
            </label>
          ))}
        </div>
      </fieldset>
    );

  return (
    <Popup
      open
      onClose={onClose}
      title={t('inspection.settings.title')}
      closeLabel={t('common:actions.close')}
      closeOnBackdropClick={false}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('common:actions.cancel')}
          </Button>
          <Button variant="primary" onClick={submit} loading={save.isPending} disabled={!settings.data}>
            {t('common:actions.save')}
          </Button>
        </>
      }
    >
      <p className={styles.hint}>{t('inspection.settings.intro')}</p>
      {failed && <Notice variant="danger">{t('inspection.settings.saveFailed')}</Notice>}
      {body}
    </Popup>
  );
}
