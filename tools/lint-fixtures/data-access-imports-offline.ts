// data-access sits below the offline lib, which builds on it.
import * as offline from '@rescue-admin/offline';

export const fixture = [offline];
