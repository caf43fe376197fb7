import { Route, Routes } from 'react-router-dom';
import { LoginPage } from '../auth/login-page';
import { RequireAuth } from '../auth/require-auth';
import { ChunkBoundary, lazyChunk } from '../routing/lazy-chunk';
import { RouteErrorBoundary } from '../routing/route-error-screen';
import { StartingScreen } from '../routing/offline-screen';

/** The pages without a session — an invitation, a forgotten password, a reset link, a new e-mail's confirmation — one lazy chunk. */
const AccountPages = lazyChunk(() => import('../account/account-pages'));
const accountPage = (
  <ChunkBoundary fallback={<StartingScreen />}>
    <AccountPages />
  </ChunkBoundary>
);

/** Everything behind the gate — layout, dashboard, feature registry — is one lazy chunk. */
const SignedInApp = lazyChunk(() => import('../layout/signed-in-app'));
/** Loads while Firebase restores the session; a failure shows when the chunk is rendered. */
export const preloadSignedInApp = () => SignedInApp.preload();

/**
 * The app's routes. The entry holds only what /login needs. Signed-in routes are descendant routes
 * of `signed-in-app`, so not even the menu's icons are downloaded before sign-in. An error no
 * screen handles shows the German error screen instead of a blank page.
 */
export function AppRoutes() {
  return (
    <RouteErrorBoundary>
      <Routes>
        <Route path="/login" element={<LoginPage />} />
        <Route path="/einladung" element={accountPage} />
        <Route path="/passwort-vergessen" element={accountPage} />
        <Route path="/passwort-zuruecksetzen" element={accountPage} />
        <Route path="/email-bestaetigen" element={accountPage} />
        <Route
          path="*"
          element={
            <RequireAuth fallback={<StartingScreen />} preload={preloadSignedInApp}>
              <ChunkBoundary fallback={<StartingScreen />}>
                <SignedInApp />
              </ChunkBoundary>
            </RequireAuth>
          }
        />
      </Routes>
    </RouteErrorBoundary>
  );
}
