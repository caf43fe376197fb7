import { Route, Routes } from 'react-router-dom';
import { QualificationFormPage } from './qualification-form-page';
import { QualificationsPage } from './qualifications-page';

/** The qualifications routes, relative to where the shell mounts them (`/qualification/*`). */
export default function QualificationsRoutes() {
  return (
    <Routes>
      <Route index element={<QualificationsPage />} />
      <Route path="create" element={<QualificationFormPage mode="create" />} />
      <Route path="edit" element={<QualificationFormPage mode="edit" />} />
    </Routes>
  );
}
