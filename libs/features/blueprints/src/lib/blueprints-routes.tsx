import { lazyPart } from '@rescue-admin/crud-kit';
import { Route, Routes } from 'react-router-dom';
import { BlueprintsPage } from './blueprints-page';

// The form (react-hook-form with it) is fetched once the list shows its records, not with the list (crud-kit README).
const BlueprintFormPage = lazyPart(() => import('./blueprint-form-page').then((module) => module.BlueprintFormPage));

/** The blueprints routes, relative to where the shell mounts them (`/vehicle/blueprint/*`). */
export default function BlueprintsRoutes() {
  return (
    <Routes>
      <Route index element={<BlueprintsPage preloadForm={BlueprintFormPage.preload} />} />
      <Route path="form" element={<BlueprintFormPage />} />
    </Routes>
  );
}
