import { Route, Routes } from 'react-router-dom';
import { QualificationsPage } from './qualifications-page';

/** The qualifications routes, relative to where the shell mounts them (`/qualification/*`). */
export default function QualificationsRoutes() {
  return (
    <Routes>
      <Route index element={<QualificationsPage />} />
    </Routes>
  );
}
