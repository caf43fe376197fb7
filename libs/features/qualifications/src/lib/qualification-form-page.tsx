import { Qualification } from '@rescue-admin/api-contract';
import { RouteFormPage } from '@rescue-admin/crud-kit';
import { qualificationApi } from './api';
import { QualificationForm } from './qualification-form';

export interface QualificationFormPageProps {
  /** 'edit' needs the qualification the list hands over, or a link's `?uid=` naming one; without it: not found. */
  mode: 'create' | 'edit';
}

/** /qualification/create and /qualification/edit. */
export function QualificationFormPage({ mode }: QualificationFormPageProps) {
  return (
    <RouteFormPage namespace="qualifications" schema={Qualification} list={mode === 'edit' ? qualificationApi.queries.list() : undefined} recordRequired={mode === 'edit'}>
      {({ record, backToList }) => <QualificationForm qualification={mode === 'edit' ? record : null} onDone={backToList} />}
    </RouteFormPage>
  );
}
