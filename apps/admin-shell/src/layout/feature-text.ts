import { useTranslation } from 'react-i18next';
import type { Namespace } from '@rescue-admin/i18n';
import type { FeatureDescriptor } from '@rescue-admin/util';

export type FeatureTextKey = 'menu.title' | 'menu.description' | 'page.title';

/**
 * Texts from the features' own namespaces (menu title, description). The namespaces are known
 * only at run time — the descriptors name them — so these lookups cannot use the typed keys.
 * Suspends until every feature's namespace file has loaded. A feature whose file failed to load
 * is titled by its `fallbackName` (its id without one); its other texts stay empty.
 */
export function useFeatureText(features: readonly FeatureDescriptor[]): (feature: FeatureDescriptor, key: FeatureTextKey) => string {
  const { i18n } = useTranslation(features.map((feature) => feature.namespace) as Namespace[]);
  const translate = i18n.t.bind(i18n) as unknown as (key: string, options: { ns: string; defaultValue: string }) => string;
  return (feature, key) => translate(key, { ns: feature.namespace, defaultValue: key === 'menu.description' ? '' : (feature.fallbackName ?? feature.id) });
}

/**
 * The menu title of the area a policy area belongs to („Hydrantenverwaltung“ for 'hydrants'); the
 * policy area's own name where no feature of `features` has it.
 */
export function useAreaTitle(features: readonly FeatureDescriptor[]): (area: string) => string {
  const featureText = useFeatureText(features);
  return (area) => {
    const feature = features.find((candidate) => candidate.area === area);
    return feature ? featureText(feature, 'menu.title') : area;
  };
}
