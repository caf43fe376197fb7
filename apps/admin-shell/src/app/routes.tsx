import type { RouteObject } from 'react-router-dom';
import { LoginPage } from '../auth/login-page';
import { RequireAuth } from '../auth/require-auth';
import { ChunkBoundary, lazyChunk } from '../routing/lazy-chunk';
import { RouteErrorScreen } from '../routing/route-error-screen';
import { StartingScreen } from '../routing/offline-screen';

/** The pages without a session — an invitation, a forgotten password, a reset link, a new e-mail's confirmation — one lazy chunk. */
const AccountPages = lazyChunk(() => import('../account/account-pages'));
const accountPage = (path: string): RouteObject => ({
  path,
  errorElement: <RouteErrorScreen />,
  element: (
    <ChunkBoundary fallback={<StartingScreen />}>
      <AccountPages />
    </ChunkBoundary>
  ),
});

/** Everything behind the gate — layout, dashboard, feature registry — is one lazy chunk. */
const SignedInApp = lazyChunk(() => import('../layout/signed-in-app'));
/** Loads while Firebase restores the session; a failure shows when the chunk is rendered. */
export const preloadSignedInApp = () => SignedInApp.preload();

/**
 * The entry holds only what /login needs. Signed-in routes are descendant routes of
 * `signed-in-app`, so not even the menu's icons are downloaded before sign-in.
 */
export const routes: RouteObject[] = [
  { path: '/login', element: <LoginPage />, errorElement: <RouteErrorScreen /> },
  accountPage('/einladung'),
  accountPage('/passwort-vergessen'),
  accountPage('/passwort-zuruecksetzen'),
  accountPage('/email-bestaetigen'),
  {
    path: '*',
    errorElement: <RouteErrorScreen />,
    element: (
      <RequireAuth fallback={<StartingScreen />} preload={preloadSignedInApp}>
        <ChunkBoundary fallback={<StartingScreen />}>
          <SignedInApp />
        </ChunkBoundary>
      </RequireAuth>
    ),
  },
];
