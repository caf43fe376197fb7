import { VehicleBlueprint } from '@rescue-admin/api-contract';
import { RouteFormPage } from '@rescue-admin/crud-kit';
import { materialQueries, vehicleTypeQueries } from '@rescue-admin/data-access';
import { Button, Loader, Notice } from '@rescue-admin/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { BlueprintForm } from './blueprint-form';

/**
 * /vehicle/blueprint/form: an edit when the list passed a blueprint in navigation state, else a
 * create (SPEC §2 — no not-found here). The form waits for the vehicle types and materials,
 * because whether types exist decides how the type is chosen (SPEC §5).
 */
export function BlueprintFormPage() {
  const { t } = useTranslation(['blueprints', 'common']);
  const types = useQuery(vehicleTypeQueries.list());
  const materials = useQuery(materialQueries.list());

  return (
    <RouteFormPage namespace="blueprints" schema={VehicleBlueprint} recordRequired={false}>
      {({ record, backToList }) => {
        if (types.isError || materials.isError) {
          return (
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
        }
        if (!types.data || !materials.data) return <Loader />;
        return <BlueprintForm blueprint={record} vehicleTypes={types.data} materials={materials.data} onDone={backToList} />;
      }}
    </RouteFormPage>
  );
}
