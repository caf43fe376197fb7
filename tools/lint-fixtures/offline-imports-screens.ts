// The offline lib keeps data, it draws nothing: no ui-kit, no crud-kit, no feature, no texts, no HTTP of its own.
import * as uiKit from '@rescue-admin/ui-kit';
import * as crudKit from '@rescue-admin/crud-kit';
import * as hydrants from '@rescue-admin/feature-hydrants';
import * as i18next from 'i18next';
import * as ky from 'ky';

export const fixture = [uiKit, crudKit, hydrants, i18next, ky];
