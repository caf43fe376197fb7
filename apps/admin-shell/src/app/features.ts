import type { GrantArea } from '@rescue-admin/api-contract';
import type { FeatureDescriptor } from '@rescue-admin/util';
import { usersFeature } from '@rescue-admin/feature-users';
import { customersFeature } from '@rescue-admin/feature-customers';
import { stagingFeature } from '@rescue-admin/feature-staging';
import { hydrantsFeature } from '@rescue-admin/feature-hydrants';
import { assetsFeature } from '@rescue-admin/feature-assets';
import { materialsFeature } from '@rescue-admin/feature-materials';
import { qualificationsFeature } from '@rescue-admin/feature-qualifications';
import { blueprintsFeature } from '@rescue-admin/feature-blueprints';

/**
 * The eight admin areas (SPEC §2), in menu order, each with the access policy's area it belongs
 * to. Only these small descriptors are in the entry chunk; each area's screens load when its
 * route is first visited.
 */
export const FEATURES: readonly FeatureDescriptor<GrantArea>[] = [
  usersFeature,
  customersFeature,
  stagingFeature,
  hydrantsFeature,
  assetsFeature,
  materialsFeature,
  qualificationsFeature,
  blueprintsFeature,
].sort((a, b) => a.menu.order - b.menu.order);
