import { Route, Routes } from 'react-router-dom';
import { MaterialImportPage } from './import/material-import-page';
import { MaterialsPage } from './materials-page';

/** The materials routes, relative to where the shell mounts them (`/material/*`). */
export default function MaterialsRoutes() {
  return (
    <Routes>
      <Route index element={<MaterialsPage />} />
      <Route path="import" element={<MaterialImportPage />} />
    </Routes>
  );
}
