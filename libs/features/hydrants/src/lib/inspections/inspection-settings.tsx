import { lazyPart } from '@rescue-admin/crud-kit';
import { Button } from '@rescue-admin/ui-kit';
import Settings from 'lucide-react/icons/settings';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMaySetInterval } from './use-may-set-interval';

/** The dialog in a chunk of its own: the list's start does not need it. */
const InspectionSettingsDialog = lazyPart(() => import('./inspection-settings-dialog').then((module) => module.InspectionSettingsDialog));

/**
 * „Prüfintervall“ in the hydrant list's toolbar: a small dialog that sets the register's
 * inspection cycle (12, 24 or 48 months). Shown only to those who may set it, and only where the
 * service keeps inspections. Pointing at the button fetches the dialog's chunk.
 */
export function InspectionSettingsButton() {
  const { t } = useTranslation('hydrants');
  const may = useMaySetInterval();
  const [open, setOpen] = useState(false);
  if (!may) return null;
  const preload = () => void InspectionSettingsDialog.preload().catch(() => undefined);
  return (
    <>
      <Button icon={Settings} onClick={() => setOpen(true)} onPointerEnter={preload} onFocus={preload}>
        {t('inspection.settings.open')}
      </Button>
      {open && <InspectionSettingsDialog onClose={() => setOpen(false)} />}
    </>
  );
}
