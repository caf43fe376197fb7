// A feature calls the API through data-access's hooks and files through the storage lib.
import ky from 'ky';
import { getAuth } from 'firebase/auth';
import { getStorage } from 'firebase/storage';

export const fixture: unknown[] = [ky, getAuth, getStorage];
