import { Hydrant } from '@rescue-admin/api-contract';
import { RouteFormPage } from '@rescue-admin/crud-kit';
import { hydrantApi } from './api';
import { HydrantForm } from './hydrant-form';

export interface HydrantFormPageProps {
  /** 'edit' needs the hydrant the list hands over, or a link's `?uid=` naming one; without it: not found. */
  mode: 'create' | 'edit';
}

/** /hydrant/create and /hydrant/edit (SPEC §2). */
export function HydrantFormPage({ mode }: HydrantFormPageProps) {
  return (
    <RouteFormPage namespace="hydrants" schema={Hydrant} list={mode === 'edit' ? hydrantApi.queries.list() : undefined} recordRequired={mode === 'edit'}>
      {({ record, backToList }) => <HydrantForm hydrant={mode === 'edit' ? record : null} onDone={backToList} />}
    </RouteFormPage>
  );
}
