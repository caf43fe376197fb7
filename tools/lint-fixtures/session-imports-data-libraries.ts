// The session is what /login loads: no API layer, no react-query, no HTTP client.
import * as dataAccess from '@rescue-admin/data-access';
import * as storage from '@rescue-admin/storage';
import { useQuery } from '@tanstack/react-query';
import ky from 'ky';

export const fixture: unknown[] = [dataAccess, storage, useQuery, ky];
