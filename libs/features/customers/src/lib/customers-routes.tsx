import { Route, Routes } from 'react-router-dom';
import { CustomersPage } from './customers-page';

/** The customers routes, relative to where the shell mounts them (`/customer/*`). */
export default function CustomersRoutes() {
  return (
    <Routes>
      <Route index element={<CustomersPage />} />
    </Routes>
  );
}
