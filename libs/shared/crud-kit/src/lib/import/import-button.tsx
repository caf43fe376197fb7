import { useAreaCan } from '@rescue-admin/data-access';
import { Button } from '@rescue-admin/ui-kit';
import Upload from 'lucide-react/icons/upload';
import { useCrudTexts } from '../i18n/crud-texts';
import { useOpenRouteForm } from '../route-form/route-form';

/**
 * „Importieren“ on a list: opens the area's import route (relative path), handing over the list's
 * search and sort. An import creates records: a role that may not create in the area sees none.
 */
export function ImportButton({ path = 'import' }: { path?: string }) {
  const { t } = useCrudTexts();
  const { openCreate } = useOpenRouteForm({ create: path, edit: path });
  const mayCreate = useAreaCan('create');
  if (!mayCreate) return null;
  return (
    <Button icon={Upload} onClick={openCreate}>
      {t('import.open')}
    </Button>
  );
}
