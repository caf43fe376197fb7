import { Hydrant } from '@rescue-admin/api-contract';
import { RouteFormPage } from '@rescue-admin/crud-kit';
import { HydrantForm } from './hydrant-form';

export interface HydrantFormPageProps {
  /** 'edit' needs the hydrant selected in the list (navigation state); without it: not found. */
  mode: 'create' | 'edit';
}

/** /hydrant/create and /hydrant/edit (SPEC §2). */
export function HydrantFormPage({ mode }: HydrantFormPageProps) {
  return (
    <RouteFormPage namespace="hydrants" schema={Hydrant} recordRequired={mode === 'edit'}>
      {({ record, backToList }) => <HydrantForm hydrant={mode === 'edit' ? record : null} onDone={backToList} />}
    </RouteFormPage>
  );
}
