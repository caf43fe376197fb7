// What a feature may use: the shared libraries below it, and react-query's hooks.
import * as uiKit from '@rescue-admin/ui-kit';
import * as dataAccess from '@rescue-admin/data-access';
import * as session from '@rescue-admin/session';
import * as storage from '@rescue-admin/storage';
import { useQuery } from '@tanstack/react-query';
import * as i18n from '@rescue-admin/i18n';
import * as contract from '@rescue-admin/api-contract';
import type { FeatureDescriptor } from '@rescue-admin/util';

export const fixture: unknown[] = [uiKit, dataAccess, session, storage, useQuery, i18n, contract];
export type Fixture = FeatureDescriptor;
