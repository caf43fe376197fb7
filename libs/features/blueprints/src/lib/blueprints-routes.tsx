import { Route, Routes } from 'react-router-dom';
import { BlueprintsPage } from './blueprints-page';

/** The blueprints routes, relative to where the shell mounts them (`/vehicle/blueprint/*`). */
export default function BlueprintsRoutes() {
  return (
    <Routes>
      <Route index element={<BlueprintsPage />} />
    </Routes>
  );
}
