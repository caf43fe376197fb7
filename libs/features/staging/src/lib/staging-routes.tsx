import { Route, Routes } from 'react-router-dom';
import { StagingPage } from './staging-page';

/** The staging routes, relative to where the shell mounts them (`/staging/*`). */
export default function StagingRoutes() {
  return (
    <Routes>
      <Route index element={<StagingPage />} />
    </Routes>
  );
}
