import { CrudPage } from '@rescue-admin/crud-kit';
import { Button, Notice } from '@rescue-admin/ui-kit';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import { useTranslation } from 'react-i18next';
import { useBackToList, useSelectedQualification } from './navigation-state';
import { QualificationForm } from './qualification-form';

export interface QualificationFormPageProps {
  /** 'edit' needs the qualification selected in the list (navigation state); without it: not found. */
  mode: 'create' | 'edit';
}

/** /qualification/create and /qualification/edit. */
export function QualificationFormPage({ mode }: QualificationFormPageProps) {
  const { t } = useTranslation(['qualifications', 'common']);
  const selected = useSelectedQualification();
  const backToList = useBackToList();
  const back = (
    <Button icon={ArrowLeft} onClick={backToList}>
      {t('common:actions.back')}
    </Button>
  );

  if (mode === 'edit' && selected === null) {
    // A direct link or a reload in a new tab: there is no record to edit, and guessing one is worse.
    return (
      <CrudPage title={t('page.title')}>
        <Notice variant="warning" title={t('common:notFound.title')} action={<Button onClick={backToList}>{t('common:crud.backToList')}</Button>}>
          {t('notFound.message')}
        </Notice>
      </CrudPage>
    );
  }

  return (
    <CrudPage title={t('page.title')} actions={back}>
      <QualificationForm qualification={mode === 'edit' ? selected : null} onDone={backToList} />
    </CrudPage>
  );
}
