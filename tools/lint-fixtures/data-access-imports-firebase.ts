// data-access reads the session; Firebase itself is the session's and the storage lib's.
import { getAuth } from 'firebase/auth';
import { getStorage } from 'firebase/storage';
import * as storage from '@rescue-admin/storage';

export const fixture: unknown[] = [getAuth, getStorage, storage];
