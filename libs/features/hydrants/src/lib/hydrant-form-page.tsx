import { CrudPage } from '@rescue-admin/crud-kit';
import { Button, Notice } from '@rescue-admin/ui-kit';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import { useTranslation } from 'react-i18next';
import { HydrantForm } from './hydrant-form';
import { useBackToList, useSelectedHydrant } from './navigation-state';

export interface HydrantFormPageProps {
  /** 'edit' needs the hydrant selected in the list (navigation state); without it: not found. */
  mode: 'create' | 'edit';
}

/** /hydrant/create and /hydrant/edit (SPEC §2). */
export function HydrantFormPage({ mode }: HydrantFormPageProps) {
  const { t } = useTranslation(['hydrants', 'common']);
  const selected = useSelectedHydrant();
  const backToList = useBackToList();

  if (mode === 'edit' && selected === null) {
    // A direct link or a bookmark: there is no record to edit, and guessing one would be worse.
    return (
      <CrudPage title={t('page.title')}>
        <Notice
          variant="warning"
          title={t('common:notFound.title')}
          action={
            <Button icon={ArrowLeft} onClick={backToList}>
              {t('common:crud.backToList')}
            </Button>
          }
        >
          {t('notFound.message')}
        </Notice>
      </CrudPage>
    );
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
      <HydrantForm hydrant={mode === 'edit' ? selected : null} onDone={backToList} />
    </CrudPage>
  );
}
