import { assetsTexts } from '@rescue-admin/feature-assets/testing';
import { blueprintsTexts } from '@rescue-admin/feature-blueprints/testing';
import { customersTexts } from '@rescue-admin/feature-customers/testing';
import { hydrantsTexts } from '@rescue-admin/feature-hydrants/testing';
import { materialsTexts } from '@rescue-admin/feature-materials/testing';
import { qualificationsTexts } from '@rescue-admin/feature-qualifications/testing';
import { stagingTexts } from '@rescue-admin/feature-staging/testing';
import { usersTexts } from '@rescue-admin/feature-users/testing';
import { addTestNamespaces } from '@rescue-admin/i18n/testing';

// The shell composes these features (app/features.ts): its tests render their menu entries and
// screens, in German. i18n's test instances bundle only its own namespaces.
addTestNamespaces({ ...assetsTexts, ...blueprintsTexts, ...customersTexts, ...hydrantsTexts, ...materialsTexts, ...qualificationsTexts, ...stagingTexts, ...usersTexts });
