import type { DisplayType, Qualification, QualificationGroup } from '@rescue-admin/api-contract';
import { CrudListView, useEnumLabel, useOpenRouteForm, type CrudColumn } from '@rescue-admin/crud-kit';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { qualificationApi, qualificationGroupApi } from './api';

const getId = (qualification: Qualification) => qualification.uid;
const getName = (qualification: Qualification) => qualification.name;
const FORM_PATHS = { create: 'create', edit: 'edit' };

/** The group's name for the list; '' (shown as a dash) for none or an unknown group. */
function groupNameOf(groupId: string | null, groups: readonly QualificationGroup[] | undefined): string {
  if (groupId === null) return '';
  return groups?.find((group) => group.uid === groupId)?.name ?? '';
}

export interface QualificationsPageProps {
  /** Fetches the form's chunk (the routes' lazy form page); the list calls it once its rows show. */
  preloadForm?: () => Promise<unknown>;
}

/** /qualification: the list; create and edit are their own routes (SPEC §2). */
export function QualificationsPage({ preloadForm }: QualificationsPageProps = {}) {
  const { t } = useTranslation('qualifications');
  const { openCreate, openEdit } = useOpenRouteForm<Qualification>(FORM_PATHS);
  const qualifications = useQuery(qualificationApi.queries.list());
  const groups = useQuery(qualificationGroupApi.queries.list());
  const displayTypeLabel = useEnumLabel<DisplayType>('qualifications:enums.displayType');

  const columns = useMemo<CrudColumn<Qualification>[]>(
    () => [
      { id: 'name', header: t('fields.name'), value: (q) => q.name },
      { id: 'group', header: t('fields.group'), value: (q) => groupNameOf(q.groupId, groups.data) },
      { id: 'displayType', header: t('fields.displayType'), value: (q) => displayTypeLabel(q.displayType) },
    ],
    [t, groups.data, displayTypeLabel],
  );

  return (
    <CrudListView
      preload={preloadForm}
      namespace="qualifications"
      query={qualifications}
      columns={columns}
      getId={getId}
      getName={getName}
      onCreate={openCreate}
      onEdit={openEdit}
    />
  );
}
