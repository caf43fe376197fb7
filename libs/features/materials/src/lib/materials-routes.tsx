import { lazyPart } from '@rescue-admin/crud-kit';
import { Route, Routes } from 'react-router-dom';
import { MaterialsPage } from './materials-page';

// The import (its wizard and worker) loads only when it is opened.
const MaterialImportPage = lazyPart(() => import('./import/material-import-page').then((module) => module.MaterialImportPage));

/** The materials routes, relative to where the shell mounts them (`/material/*`). */
export default function MaterialsRoutes() {
  return (
    <Routes>
      <Route index element={<MaterialsPage />} />
      <Route path="import" element={<MaterialImportPage />} />
    </Routes>
  );
}
