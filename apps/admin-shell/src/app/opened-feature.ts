import { featureAt } from '../routing/feature-at';
import { FEATURES } from './features';

/**
 * Starts loading the screens (and with them the data hooks) of the area at `pathname`, for the
 * entry to call beside the signed-in app's own load: the area's chunk is then here when the
 * signed-in app starts, and the area's list request goes out at once instead of after one more
 * round of downloads. The signed-in app loads the same module again when it renders it (the
 * browser hands out the one already loaded, and reports a failure there).
 */
export function preloadFeatureAt(pathname: string): void {
  featureAt(FEATURES, pathname)
    ?.load()
    .catch(() => undefined);
}
