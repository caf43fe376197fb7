import { Route, Routes } from 'react-router-dom';
import { Loader } from '@rescue-admin/ui-kit';
import { FEATURES } from '../app/features';
import { CurrentUserGate } from '../first-sign-in/current-user-gate';
import { FeatureLoader } from '../routing/feature-loader';
import { ChunkBoundary, lazyChunk } from '../routing/lazy-chunk';
import { NotFoundPage } from '../routing/not-found-page';
import { DashboardPage } from './dashboard-page';
import { ShellLayout } from './shell-layout';
import { SignedInData } from './signed-in-data';

const featureRoutes = FEATURES.map((feature) => ({
  feature,
  // Relative to this component's parent route ('*'), so '/vehicle/blueprint' → 'vehicle/blueprint/*'.
  path: `${feature.path.replace(/^\//, '')}/*`,
  Screens: lazyChunk(feature.load),
}));

/**
 * Everything behind the sign-in gate, loaded as one chunk after sign-in, with the query/HTTP layer
 * the signed-in screens need. Each feature is mounted at `${path}/*` and is a chunk of its own.
 * The first-sign-in screens (own password, no access yet) come with it: /login never needs them.
 */
export default function SignedInApp() {
  return (
    <SignedInData>
      <CurrentUserGate>
        <Routes>
          <Route element={<ShellLayout features={FEATURES} />}>
            <Route index element={<DashboardPage features={FEATURES} />} />
            {featureRoutes.map(({ feature, path, Screens }) => (
              <Route
                key={feature.id}
                path={path}
                element={
                  <>
                    <FeatureLoader feature={feature} />
                    {/* The key gives each feature its own boundary, so one area's failure does not stick to the next. */}
                    <ChunkBoundary key={feature.id} fallback={<Loader />}>
                      <Screens />
                    </ChunkBoundary>
                  </>
                }
              />
            ))}
            <Route path="*" element={<NotFoundPage />} />
          </Route>
        </Routes>
      </CurrentUserGate>
    </SignedInData>
  );
}
