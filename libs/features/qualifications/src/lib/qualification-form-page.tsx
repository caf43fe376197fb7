import { Qualification } from '@rescue-admin/api-contract';
import { RouteFormPage } from '@rescue-admin/crud-kit';
import { QualificationForm } from './qualification-form';

export interface QualificationFormPageProps {
  /** 'edit' needs the qualification selected in the list (navigation state); without it: not found. */
  mode: 'create' | 'edit';
}

/** /qualification/create and /qualification/edit. */
export function QualificationFormPage({ mode }: QualificationFormPageProps) {
  return (
    <RouteFormPage namespace="qualifications" schema={Qualification} recordRequired={mode === 'edit'}>
      {({ record, backToList }) => <QualificationForm qualification={mode === 'edit' ? record : null} onDone={backToList} />}
    </RouteFormPage>
  );
}
