import type { Qualification } from '@rescue-admin/api-contract';
import { CrudListView, useEnumLabel, type CrudColumn } from '@rescue-admin/crud-kit';
import { qualificationGroupQueries, qualificationQueries } from '@rescue-admin/data-access';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { groupNameOf } from './qualification-form-schema';
import type { QualificationNavigationState } from './navigation-state';

const getId = (qualification: Qualification) => qualification.uid;
const getName = (qualification: Qualification) => qualification.name;

/** /qualification: the list; create and edit are their own routes (SPEC §2). */
export function QualificationsPage() {
  const { t } = useTranslation('qualifications');
  const navigate = useNavigate();
  const { search } = useLocation();
  const qualifications = useQuery(qualificationQueries.list());
  const groups = useQuery(qualificationGroupQueries.list());
  const displayTypeLabel = useEnumLabel('displayType');

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
      namespace="qualifications"
      query={qualifications}
      columns={columns}
      getId={getId}
      getName={getName}
      onCreate={() => navigate('create', { state: { listSearch: search } satisfies QualificationNavigationState })}
      onEdit={(qualification) => navigate('edit', { state: { qualification, listSearch: search } satisfies QualificationNavigationState })}
    />
  );
}
