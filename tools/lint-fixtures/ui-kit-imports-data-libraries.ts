// The ui-kit is presentational: no data access, no session, no server state, no HTTP, no Firebase, no i18next.
import * as dataAccess from '@rescue-admin/data-access';
import * as session from '@rescue-admin/session';
import * as storage from '@rescue-admin/storage';
import * as i18nLib from '@rescue-admin/i18n';
import { useQuery } from '@tanstack/react-query';
import ky from 'ky';
import { getAuth } from 'firebase/auth';
import i18next from 'i18next';
import { useTranslation } from 'react-i18next';

export const fixture = [dataAccess, session, storage, i18nLib, useQuery, ky, getAuth, i18next, useTranslation];
