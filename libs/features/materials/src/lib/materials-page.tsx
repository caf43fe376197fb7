import type { Material } from '@rescue-admin/api-contract';
import { ImportButton, InPlaceCrudScreen, lazyPart, type CrudColumn } from '@rescue-admin/crud-kit';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { materialApi } from './api';

// The form (react-hook-form with it) is fetched once the list shows its records, not with the list (crud-kit README).
const MaterialForm = lazyPart(() => import('./material-form').then((module) => module.MaterialForm));

const getId = (material: Material) => material.uid;
const getName = (material: Material) => material.name;

/** /material: the material list and, in the same route, the create/rename form (SPEC §2). */
export function MaterialsPage() {
  const { t } = useTranslation(['materials', 'common']);
  const materials = useQuery(materialApi.queries.list());
  // Bulk imports make this list long (the other areas' lists stay short): it shows its first rows while the rest is still arriving.
  const firstMaterials = useQuery(materialApi.queries.firstRows()).data;
  const deleteMaterial = materialApi.useDelete();

  const columns = useMemo<CrudColumn<Material>[]>(
    () => [
      { id: 'name', header: t('fields.name'), value: (m) => m.name },
      { id: 'createDate', header: t('common:fields.createDate'), value: (m) => m.createDate, type: 'date' },
      { id: 'lastUpdate', header: t('common:fields.lastUpdate'), value: (m) => m.lastUpdate, type: 'date' },
    ],
    [t],
  );

  return (
    <InPlaceCrudScreen
      preload={MaterialForm.preload}
      namespace="materials"
      query={materials}
      firstRows={firstMaterials}
      columns={columns}
      getId={getId}
      getName={getName}
      onDelete={(material) => deleteMaterial.mutateAsync({ uid: material.uid, lastUpdate: material.lastUpdate })}
      toolbar={<ImportButton />}
      renderForm={({ record, close }) => <MaterialForm material={record} onDone={close} />}
    />
  );
}
