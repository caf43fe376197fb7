import { lazyPart } from '@rescue-admin/crud-kit';
import { Route, Routes } from 'react-router-dom';
import { QualificationsPage } from './qualifications-page';

// The form (react-hook-form with it) is fetched once the list shows its records, not with the list (crud-kit README).
const QualificationFormPage = lazyPart(() => import('./qualification-form-page').then((module) => module.QualificationFormPage));

/** The qualifications routes, relative to where the shell mounts them (`/qualification/*`). */
export default function QualificationsRoutes() {
  return (
    <Routes>
      <Route index element={<QualificationsPage preloadForm={QualificationFormPage.preload} />} />
      <Route path="create" element={<QualificationFormPage mode="create" />} />
      <Route path="edit" element={<QualificationFormPage mode="edit" />} />
    </Routes>
  );
}
