// Features never import each other; the shell composes them.
import { hydrantsFeature } from '@rescue-admin/feature-hydrants';
import * as customers from '@rescue-admin/feature-customers';

export const fixture = [hydrantsFeature, customers];
