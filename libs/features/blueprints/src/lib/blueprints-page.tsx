import type { VehicleBlueprint } from '@rescue-admin/api-contract';
import { CrudListView, useOpenRouteForm, type CrudColumn } from '@rescue-admin/crud-kit';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { BlueprintIcon } from './blueprint-icon';
import { blueprintApi } from './api';

const getId = (blueprint: VehicleBlueprint) => blueprint.uid;
const getName = (blueprint: VehicleBlueprint) => blueprint.name;
// One route for both: a handed-over blueprint makes the form an edit (SPEC §2).
const FORM_PATHS = { create: 'form', edit: 'form' };

export interface BlueprintsPageProps {
  /** Fetches the form's chunk (the routes' lazy form page); the list calls it once its rows show. */
  preloadForm?: () => Promise<unknown>;
}

/** /vehicle/blueprint: the list; the form is its own route (SPEC §2). */
export function BlueprintsPage({ preloadForm }: BlueprintsPageProps = {}) {
  const { t } = useTranslation('blueprints');
  const { openCreate, openEdit } = useOpenRouteForm<VehicleBlueprint>(FORM_PATHS);
  const blueprints = useQuery(blueprintApi.queries.list());

  const columns = useMemo<CrudColumn<VehicleBlueprint>[]>(
    () => [
      {
        id: 'icon',
        header: t('fields.icon'),
        value: () => '',
        render: (b) => <BlueprintIcon uid={b.uid} name={b.name} />,
        sortable: false,
        searchable: false,
        exported: false,
        width: 112,
      },
      { id: 'name', header: t('fields.name'), value: (b) => b.name },
      { id: 'type', header: t('fields.type'), value: (b) => b.type.name },
      { id: 'seats', header: t('fields.seats'), value: (b) => b.seats, align: 'end' },
      {
        id: 'loadLines',
        header: t('fields.loadLines'),
        value: (b) => b.standardLoad.length,
        render: (b) => t('load.lineCount', { count: b.standardLoad.length }),
        align: 'end',
      },
    ],
    [t],
  );

  return (
    <CrudListView
      preload={preloadForm}
      namespace="blueprints"
      query={blueprints}
      columns={columns}
      getId={getId}
      getName={getName}
      onCreate={openCreate}
      onEdit={openEdit}
    />
  );
}
