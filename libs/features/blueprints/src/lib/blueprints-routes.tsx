import { Route, Routes } from 'react-router-dom';
import { BlueprintFormPage } from './blueprint-form-page';
import { BlueprintsPage } from './blueprints-page';

/** The blueprints routes, relative to where the shell mounts them (`/vehicle/blueprint/*`). */
export default function BlueprintsRoutes() {
  return (
    <Routes>
      <Route index element={<BlueprintsPage />} />
      <Route path="form" element={<BlueprintFormPage />} />
    </Routes>
  );
}
