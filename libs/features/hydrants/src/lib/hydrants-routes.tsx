import { Route, Routes } from 'react-router-dom';
import { HydrantsPage } from './hydrants-page';

/** The hydrants routes, relative to where the shell mounts them (`/hydrant/*`). */
export default function HydrantsRoutes() {
  return (
    <Routes>
      <Route index element={<HydrantsPage />} />
    </Routes>
  );
}
