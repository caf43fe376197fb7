import type { FeatureDescriptor } from '@rescue-admin/util';

/** The feature whose routes hold `pathname` ('/hydrant', '/hydrant/12', not '/hydrantx'). */
export function featureAt<F extends Pick<FeatureDescriptor, 'path'>>(features: readonly F[], pathname: string): F | undefined {
  return features.find((feature) => pathname === feature.path || pathname.startsWith(`${feature.path}/`));
}
