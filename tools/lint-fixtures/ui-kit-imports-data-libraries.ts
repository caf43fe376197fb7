// The ui-kit is presentational: no data access, no server state, no HTTP, no Firebase, no i18next.
import * as dataAccess from '@rescue-admin/data-access';
import * as i18nLib from '@rescue-admin/i18n';
import { useQuery } from '@tanstack/react-query';
import ky from 'ky';
import { getAuth } from 'firebase/auth';
import i18next from 'i18next';
import { useTranslation } from 'react-i18next';

export const fixture = [dataAccess, i18nLib, useQuery, ky, getAuth, i18next, useTranslation];
