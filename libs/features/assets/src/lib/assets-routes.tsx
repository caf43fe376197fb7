import { Route, Routes } from 'react-router-dom';
import { AssetsPage } from './assets-page';

/** The assets routes, relative to where the shell mounts them (`/assets/*`). */
export default function AssetsRoutes() {
  return (
    <Routes>
      <Route index element={<AssetsPage />} />
    </Routes>
  );
}
