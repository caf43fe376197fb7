import { Route, Routes } from 'react-router-dom';
import { UsersPage } from './users-page';

/** The users routes, relative to where the shell mounts them (`/user/*`). */
export default function UsersRoutes() {
  return (
    <Routes>
      <Route index element={<UsersPage />} />
    </Routes>
  );
}
