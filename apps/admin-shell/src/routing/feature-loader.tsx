import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import type { Namespace } from '@rescue-admin/i18n';
import type { FeatureDescriptor } from '@rescue-admin/util';
import { featureAt } from './feature-at';

/**
 * Runs the route loader of the feature at the current address whenever the address changes: on a
 * navigation the screen's data request starts beside its chunk load, not after it. Failures are
 * the screen's to show; the loader only warms the cache.
 */
export function FeatureLoader({ features }: { features: readonly FeatureDescriptor[] }) {
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  const loader = featureAt(features, pathname)?.loader;
  useEffect(() => {
    loader?.(queryClient, pathname).catch(() => undefined);
  }, [loader, queryClient, pathname]);
  return null;
}

/**
 * True once the first screen's code (its feature chunk, `preload`) and the features' texts (the
 * menu's titles) are here, loaded in parallel from the first render. Until then the app shows one
 * loading screen: each screen that suspends on the way in costs up to 300 ms more, because React
 * holds back content that follows a loading screen. Failures count as ready: the screen then
 * shows them (the chunk failure screen, the keys of a missing text).
 */
export function useFirstScreenReady<F extends Pick<FeatureDescriptor, 'path' | 'namespace'>>(
  features: readonly F[],
  preload: (feature: F) => Promise<unknown>,
): boolean {
  const { i18n } = useTranslation();
  const { pathname } = useLocation();
  const [firstPathname] = useState(pathname);
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let current = true;
    const feature = featureAt(features, firstPathname);
    const namespaces = features.map((each) => each.namespace) as Namespace[];
    void Promise.allSettled([feature && preload(feature), i18n.loadNamespaces(namespaces)]).then(() => current && setReady(true));
    return () => {
      current = false;
    };
  }, [features, preload, i18n, firstPathname]);
  return ready;
}
