import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import type { GrantArea } from '@rescue-admin/api-contract';
import { PolicyAreaProvider, prepareJsonWorker, useCanList } from '@rescue-admin/data-access';
import { Loader } from '@rescue-admin/ui-kit';
import type { FeatureDescriptor } from '@rescue-admin/util';
import { FEATURES } from '../app/features';
import { CurrentUserGate } from '../first-sign-in/current-user-gate';
import { featureAt } from '../routing/feature-at';
import { FeatureLoader, useFirstScreenReady } from '../routing/feature-loader';
import { ChunkBoundary, lazyChunk } from '../routing/lazy-chunk';
import { NoPermissionPage } from '../routing/no-permission-page';
import { NotFoundPage } from '../routing/not-found-page';
import { useReadableFeatures } from '../routing/readable-features';
import { DashboardPage } from './dashboard-page';
import { ShellLayout } from './shell-layout';
import { SignedInData } from './signed-in-data';

const featureRoutes = FEATURES.map((feature) => ({
  feature,
  // Relative to this component's parent route ('*'), so '/vehicle/blueprint' → 'vehicle/blueprint/*'.
  path: `${feature.path.replace(/^\//, '')}/*`,
  Screens: lazyChunk(feature.load),
}));
const screensOf = new Map(featureRoutes.map(({ feature, Screens }) => [feature, Screens]));
const preloadScreens = (feature: FeatureDescriptor<GrantArea>) => screensOf.get(feature)?.preload() ?? Promise.resolve();

// The screen of the address the app was opened at starts loading with this chunk, before it renders
// (a failure shows when the screen renders).
const openedAt = typeof window === 'undefined' ? undefined : featureAt(FEATURES, window.location.pathname);
if (openedAt) preloadScreens(openedAt).catch(() => undefined);
// The JSON worker, which fetches and reads the lists (every signed-in screen has one: the header's
// missions): running by the time the first list is asked for, it sends that request itself, and
// the answer's bytes never pass the page's main thread. Started here, not by opened-feature.ts: the
// reader takes its date pattern from the contract, which would make that small chunk wait for it.
prepareJsonWorker();

/**
 * Everything behind the sign-in gate, loaded as one chunk after sign-in, with the query/HTTP layer
 * the signed-in screens need. Each feature is mounted at `${path}/*`; its screens load lazily (the
 * areas' screens share one chunk, `screens` in vite.config.ts).
 * The first-sign-in screens (own password, no access yet) come with it: /login never needs them.
 *
 * On the way in, the first screen's chunk, the features' texts and the user's own lookup all start
 * at once; the app appears when they are here (one loading screen, not three), and the screen's
 * data request goes out with it.
 */
export default function SignedInApp() {
  return (
    <SignedInData>
      <FirstScreenGate>
        <SignedInRoutes />
      </FirstScreenGate>
    </SignedInData>
  );
}

/**
 * The frame and the areas' routes. Menu, dashboard and route loaders get only the areas the
 * signed-in role may read (`session.grants`); an area's address opened anyway shows the
 * no-permission screen, and its screens learn their policy area (crud-kit shows only the actions
 * the role may take).
 */
function SignedInRoutes() {
  // Nothing here may follow the address: the routes below are made once, so a new address (each
  // keystroke of a list search writes one) re-renders only what reads it, not the whole frame.
  const features = useReadableFeatures(FEATURES);
  return (
    <>
      {/* Mounted with the app, so the first screen's data request goes out once it is shown (see README). */}
      <FeatureLoader features={features} />
      <Routes>
        <Route element={<ShellLayout features={features} />}>
          <Route index element={<DashboardPage features={features} />} />
          {featureRoutes.map(({ feature, path, Screens }) => (
            <Route
              key={feature.id}
              path={path}
              element={
                <AreaAccess area={feature.area}>
                  {/* The key gives each feature its own boundary, so one area's failure does not stick to the next. */}
                  <ChunkBoundary key={feature.id} fallback={<Loader />}>
                    <Screens />
                  </ChunkBoundary>
                </AreaAccess>
              }
            />
          ))}
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
    </>
  );
}

/** An area's screens, for a role that may read it; the no-permission screen for one that may not. */
function AreaAccess({ area, children }: { area: GrantArea | undefined; children: ReactNode }) {
  if (area === undefined) return children;
  return <ReadableArea area={area}>{children}</ReadableArea>;
}

function ReadableArea({ area, children }: { area: GrantArea; children: ReactNode }) {
  const readable = useCanList(area);
  if (!readable) return <NoPermissionPage />;
  return <PolicyAreaProvider area={area}>{children}</PolicyAreaProvider>;
}

/** The user gate, also waiting for the first screen's code and the features' texts. */
function FirstScreenGate({ children }: { children: ReactNode }) {
  return <CurrentUserGate ready={useFirstScreenReady(FEATURES, preloadScreens)}>{children}</CurrentUserGate>;
}
