import { VehicleBlueprint } from '@rescue-admin/api-contract';
import { LoadFailedNotice, RouteFormPage } from '@rescue-admin/crud-kit';
import { Loader } from '@rescue-admin/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { BlueprintForm } from './blueprint-form';
import { blueprintApi, materialApi, vehicleTypeApi } from './api';

/**
 * /vehicle/blueprint/form: an edit when the list passed a blueprint in navigation state or a
 * link's `?uid=` names one, else a create (SPEC §2); a uid that names no blueprint shows not-found. The form waits for the vehicle types and materials,
 * because whether types exist decides how the type is chosen (SPEC §5).
 */
export function BlueprintFormPage() {
  const types = useQuery(vehicleTypeApi.queries.list());
  const materials = useQuery(materialApi.queries.list());

  return (
    <RouteFormPage namespace="blueprints" schema={VehicleBlueprint} list={blueprintApi.queries.list()} recordRequired={false}>
      {({ record, backToList }) => {
        if (types.isError || materials.isError) {
          return (
            <LoadFailedNotice
              error={types.isError ? types.error : materials.error}
              onRetry={() => {
                if (types.isError) void types.refetch();
                if (materials.isError) void materials.refetch();
              }}
            />
          );
        }
        if (!types.data || !materials.data) return <Loader />;
        return <BlueprintForm blueprint={record} vehicleTypes={types.data} materials={materials.data} onDone={backToList} />;
      }}
    </RouteFormPage>
  );
}
