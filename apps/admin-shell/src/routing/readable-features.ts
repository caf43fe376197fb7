import { useMemo } from 'react';
import type { GrantArea } from '@rescue-admin/api-contract';
import { mayList, useGrants } from '@rescue-admin/data-access';
import type { FeatureDescriptor } from '@rescue-admin/util';

/**
 * The features the signed-in role may use (`session.grants`: read with reach `all` or `customer`;
 * `self` — their own user record and customer — is no list to show): the menu and the dashboard
 * list only these. A feature without a policy area is shown to everyone; while the grants are unknown
 * (a service without the endpoint) every feature is shown, as the server still decides.
 */
export function useReadableFeatures<F extends FeatureDescriptor<GrantArea>>(features: readonly F[]): readonly F[] {
  const { grants } = useGrants();
  return useMemo(
    () => features.filter((feature) => feature.area === undefined || mayList(grants, feature.area)),
    [features, grants],
  );
}
