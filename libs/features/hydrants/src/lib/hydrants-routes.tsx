import { lazyPart } from '@rescue-admin/crud-kit';
import { Route, Routes } from 'react-router-dom';
import { HydrantsPage } from './hydrants-page';

// The form (react-hook-form with it) is fetched once the list shows its records, not with the list (crud-kit README).
const HydrantFormPage = lazyPart(() => import('./hydrant-form-page').then((module) => module.HydrantFormPage));

// „Prüfung erfassen“ (a phone in the field opens it from a link or the round): loaded when opened.
const InspectionFormPage = lazyPart(() => import('./inspections/inspection-form-page').then((module) => module.InspectionFormPage));
// „Prüfrunde“ and „Mängelbericht“: each loaded when opened.
const RoundPage = lazyPart(() => import('./round/round-page').then((module) => module.RoundPage));
const DefectReportPage = lazyPart(() => import('./report/defect-report-page').then((module) => module.DefectReportPage));

// The import (its wizard and worker) loads only when it is opened.
const HydrantImportPage = lazyPart(() => import('./import/hydrant-import-page').then((module) => module.HydrantImportPage));

/** The hydrants routes, relative to where the shell mounts them (`/hydrant/*`). */
export default function HydrantsRoutes() {
  return (
    <Routes>
      <Route index element={<HydrantsPage preloadForm={HydrantFormPage.preload} />} />
      <Route path="create" element={<HydrantFormPage mode="create" />} />
      <Route path="edit" element={<HydrantFormPage mode="edit" />} />
      <Route path="pruefung" element={<InspectionFormPage />} />
      <Route path="import" element={<HydrantImportPage />} />
      <Route path="runde" element={<RoundPage />} />
      <Route path="maengelbericht" element={<DefectReportPage />} />
    </Routes>
  );
}
