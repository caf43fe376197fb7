import { Route, Routes } from 'react-router-dom';
import { HydrantFormPage } from './hydrant-form-page';
import { HydrantsPage } from './hydrants-page';
import { HydrantImportPage } from './import/hydrant-import-page';

/** The hydrants routes, relative to where the shell mounts them (`/hydrant/*`). */
export default function HydrantsRoutes() {
  return (
    <Routes>
      <Route index element={<HydrantsPage />} />
      <Route path="create" element={<HydrantFormPage mode="create" />} />
      <Route path="edit" element={<HydrantFormPage mode="edit" />} />
      <Route path="import" element={<HydrantImportPage />} />
    </Routes>
  );
}
