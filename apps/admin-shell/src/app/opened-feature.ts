import i18next from 'i18next';
import { featureAt } from '../routing/feature-at';
import { FEATURES } from './features';

/**
 * Starts loading the screens (and with them the data hooks) of the area at `pathname`, for the
 * entry to call beside the signed-in app's own load: the area's chunk is then here when the
 * signed-in app starts, and the area's list request goes out at once instead of after one more
 * round of downloads. The signed-in app loads the same module again when it renders it (the
 * browser hands out the one already loaded, and reports a failure there).
 *
 * The areas' texts (the menu's titles) start too, once i18next is set up: the signed-in app waits
 * for them before it appears (useFirstScreenReady asks i18next again, which reads each file once).
 */
export function preloadFeatureAt(pathname: string, i18n = i18next): void {
  featureAt(FEATURES, pathname)
    ?.load()
    .catch(() => undefined);
  const loadTexts = () => {
    i18n.off('initialized', loadTexts);
    i18n.loadNamespaces(FEATURES.map((feature) => feature.namespace)).catch(() => undefined);
  };
  if (i18n.isInitialized) loadTexts();
  else i18n.on('initialized', loadTexts);
}
