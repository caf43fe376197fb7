import { addTestNamespaces } from '@rescue-admin/i18n/testing';
import { assetsTexts } from './testing';

// i18n's test instances bundle only its own namespaces: this lib's tests render its texts too.
addTestNamespaces(assetsTexts);
