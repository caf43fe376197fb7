import type { Tree } from '@nx/devkit';
import { CONTRACT_INDEX_FILE, SHELL_FEATURES_FILE, SHELL_TEXTS_FILE } from '../generator';
import { API_README_FILE, API_REGISTRY_FILE, CONTRACT_ENDPOINTS_FILE, EXTENSIONS_DOC_FILE } from '../server-half';

// The files the generator adds an area to, as a workspace has them before any area is generated
// (one user area where a file needs an entry to be valid): the generator's tests start from these.

/** The shell's features list before any feature exists. */
const FEATURES_BEFORE = `import type { FeatureDescriptor } from '@rescue-admin/util';

export const FEATURES: readonly FeatureDescriptor[] = [
].sort((a, b) => a.menu.order - b.menu.order);
`;

/** The API's registry of simple areas before any is registered. */
export const REGISTRY_BEFORE = `import type { SimpleArea } from './simple-area';

export const SIMPLE_AREAS = [
] as const satisfies readonly SimpleArea[];
`;

const ENDPOINTS_BEFORE = `import { withSchemas } from './endpoint';
import { USER_ENDPOINTS } from './calls/users';
import { USER_SCHEMAS } from './areas/users';

const TABLES = {
  ...USER_ENDPOINTS,
};

export const ENDPOINT_SCHEMAS = {
  ...USER_SCHEMAS,
};

export const ENDPOINTS = withSchemas(TABLES, ENDPOINT_SCHEMAS);
`;

const EXTENSIONS_BEFORE = `# What apps/api adds

| Feature (German UI) | What it does | Extension endpoints | Without them |
|---|---|---|---|
| „Verlauf“ | Lists changes | \`user.history\` | No „Verlauf“ |

A unit test keeps this table complete.
`;

const API_README_BEFORE = `## Endpoints

| name | method | path (default prefixes) | success |
|---|---|---|---|
| \`user.all\` | GET | \`/user/all/\` | 200 |

Answers: lists are arrays.
`;

const SHELL_TEXTS_BEFORE = `import { usersTexts } from '@rescue-admin/feature-users/testing';
import { addTestNamespaces } from '@rescue-admin/i18n/testing';

addTestNamespaces({ ...usersTexts });
`;

/** Writes the files above into `tree`. */
export function writeWorkspaceBefore(tree: Tree): void {
  tree.write(SHELL_FEATURES_FILE, FEATURES_BEFORE);
  tree.write(SHELL_TEXTS_FILE, SHELL_TEXTS_BEFORE);
  tree.write(CONTRACT_INDEX_FILE, "export * from './lib/endpoint';\n");
  tree.write(API_REGISTRY_FILE, REGISTRY_BEFORE);
  tree.write(CONTRACT_ENDPOINTS_FILE, ENDPOINTS_BEFORE);
  tree.write(EXTENSIONS_DOC_FILE, EXTENSIONS_BEFORE);
  tree.write(API_README_FILE, API_README_BEFORE);
}
