import { CrudPage } from '@rescue-admin/crud-kit';
import { materialQueries, vehicleTypeQueries } from '@rescue-admin/data-access';
import { Button, Loader, Notice } from '@rescue-admin/ui-kit';
import { useQuery } from '@tanstack/react-query';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BlueprintForm } from './blueprint-form';
import { useBackToList, useSelectedBlueprint } from './navigation-state';

/**
 * /vehicle/blueprint/form: an edit when the list passed a blueprint in navigation state, else a
 * create (SPEC §2 — no not-found here). The form waits for the vehicle types and materials,
 * because whether types exist decides how the type is chosen (SPEC §5).
 */
export function BlueprintFormPage() {
  const { t } = useTranslation(['blueprints', 'common']);
  const selected = useSelectedBlueprint();
  const backToList = useBackToList();
  const types = useQuery(vehicleTypeQueries.list());
  const materials = useQuery(materialQueries.list());

  let body: ReactNode;
  if (types.isError || materials.isError) {
    body = (
      <Notice
        variant="danger"
        title={t('common:crud.loadFailed')}
        action={
          <Button
            onClick={() => {
              if (types.isError) void types.refetch();
              if (materials.isError) void materials.refetch();
            }}
          >
            {t('common:actions.retry')}
          </Button>
        }
      >
        {t('common:crud.loadFailedHint')}
      </Notice>
    );
  } else if (!types.data || !materials.data) {
    body = <Loader />;
  } else {
    body = <BlueprintForm blueprint={selected} vehicleTypes={types.data} materials={materials.data} onDone={backToList} />;
  }

  return (
    <CrudPage
      title={t('page.title')}
      actions={
        <Button icon={ArrowLeft} onClick={backToList}>
          {t('common:actions.back')}
        </Button>
      }
    >
      {body}
    </CrudPage>
  );
}
