import { Loader } from '@rescue-admin/ui-kit';
import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { MaterialsPage } from './materials-page';

// The import (its wizard and worker) loads only when it is opened.
const MaterialImportPage = lazy(() => import('./import/material-import-page').then((module) => ({ default: module.MaterialImportPage })));

/** The materials routes, relative to where the shell mounts them (`/material/*`). */
export default function MaterialsRoutes() {
  return (
    <Routes>
      <Route index element={<MaterialsPage />} />
      <Route
        path="import"
        element={
          <Suspense fallback={<Loader />}>
            <MaterialImportPage />
          </Suspense>
        }
      />
    </Routes>
  );
}
