import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import type { FeatureDescriptor } from '@rescue-admin/util';

/**
 * Runs a feature's route loader when its route is entered: the screen's data request starts on the
 * same commit as the chunk load (the loading screen's), not after the chunk has arrived and
 * rendered. Render it next to the feature's `ChunkBoundary`, not inside it: a suspended subtree
 * runs no effects.
 */
export function FeatureLoader({ feature }: { feature: FeatureDescriptor }) {
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  const { loader } = feature;
  useEffect(() => {
    // The screen shows its own failure (with retry); the loader only warms the cache.
    loader?.(queryClient, pathname).catch(() => undefined);
  }, [loader, queryClient, pathname]);
  return null;
}
