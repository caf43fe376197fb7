// What a feature may use: the shared libraries below it.
import * as uiKit from '@rescue-admin/ui-kit';
import * as dataAccess from '@rescue-admin/data-access';
import * as i18n from '@rescue-admin/i18n';
import * as contract from '@rescue-admin/api-contract';
import type { FeatureDescriptor } from '@rescue-admin/util';

export const fixture: unknown[] = [uiKit, dataAccess, i18n, contract];
export type Fixture = FeatureDescriptor;
