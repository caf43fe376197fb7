import { readJson, readProjectConfiguration, workspaceRoot, type Tree } from '@nx/devkit';
import { createTreeWithEmptyWorkspace } from '@nx/devkit/testing';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { beforeEach, describe, expect, it } from 'vitest';
import { USER_ROLES } from '@rescue-admin/api-contract';
import { CONTRACT_INDEX_FILE, featureLibGenerator, SHELL_FEATURES_FILE, SHELL_TEXTS_FILE } from './generator';
import type { FeatureLibGeneratorSchema } from './schema';
import { API_README_FILE, API_REGISTRY_FILE, CONTRACT_ENDPOINTS_FILE, EXTENSIONS_DOC_FILE, ROLES } from './server-half';
import { REGISTRY_BEFORE, writeWorkspaceBefore } from './testing/workspace-before';

const HYDRANTS: FeatureLibGeneratorSchema = {
  name: 'hydrants',
  route: '/hydrant',
  title: 'Hydrantenverwaltung',
  description: 'Verwalten Sie Hydranten mit Standort, Durchmesser und Typ.',
  icon: 'Droplets',
  order: 40,
};

const ROOT = 'libs/features/hydrants';

function read(tree: Tree, path: string): string {
  const content = tree.read(path, 'utf-8');
  if (content === null) throw new Error(`${path} was not generated`);
  return content;
}

describe('feature-lib generator', () => {
  let tree: Tree;

  beforeEach(() => {
    tree = createTreeWithEmptyWorkspace({ formatter: 'none' });
    writeWorkspaceBefore(tree);
  });

  describe('given a new feature id', () => {
    beforeEach(async () => {
      await featureLibGenerator(tree, HYDRANTS);
    });

    it('should create the project feature-<id> with the feature tags and the three targets', () => {
      const project = readProjectConfiguration(tree, 'feature-hydrants');

      expect(project.root).toBe(ROOT);
      expect(project.sourceRoot).toBe(`${ROOT}/src`);
      expect(project.projectType).toBe('library');
      expect(project.tags).toEqual(['type:feature', 'scope:admin']);
      expect(Object.keys(project.targets ?? {})).toEqual(['lint', 'typecheck', 'test']);
    });

    it('should create the config, README, descriptor, routes, page, story and test', () => {
      for (const file of [
        'tsconfig.json',
        'vitest.config.ts',
        'README.md',
        'src/index.ts',
        'src/testing.ts',
        'src/texts-test-setup.ts',
        'src/lib/hydrants-routes.tsx',
        'src/lib/hydrants-page.tsx',
        'src/lib/hydrants-page.stories.tsx',
        'src/lib/hydrants-page.test.tsx',
        'src/lib/hydrants-form.tsx',
        'src/lib/hydrants-fixtures.ts',
        'src/lib/api.ts',
        'locales/de/hydrants.json',
      ]) {
        expect(tree.exists(`${ROOT}/${file}`), file).toBe(true);
      }
    });

    it('should export a FeatureDescriptor with the id, route, namespace, menu entry, record address and lazy routes', () => {
      const index = read(tree, `${ROOT}/src/index.ts`);

      expect(index).toContain("import { Droplets } from 'lucide-react';");
      expect(index).toContain('export const hydrantsFeature = {');
      expect(index).toContain("id: 'hydrants',");
      expect(index).toContain("path: '/hydrant',");
      expect(index).toContain("namespace: 'hydrants' as const satisfies Namespace,");
      expect(index).toContain("menu: { group: 'admin', icon: Droplets, order: 40 },");
      expect(index).toContain("load: () => import('./lib/hydrants-routes'),");
      expect(index).toContain("recordKinds: ['hydrants'],");
      expect(index).toContain('recordUrl: (uid) => `/hydrant?${new URLSearchParams({ edit: uid }).toString()}`,');
      expect(index).toContain('} satisfies FeatureDescriptor;');
    });

    it('should build the list and the form from crud-kit with the texts from the namespace, no German in the components', () => {
      const page = read(tree, `${ROOT}/src/lib/hydrants-page.tsx`);
      const form = read(tree, `${ROOT}/src/lib/hydrants-form.tsx`);
      const routes = read(tree, `${ROOT}/src/lib/hydrants-routes.tsx`);

      expect(page).toContain("useTranslation(['hydrants', 'common'])");
      expect(page).toContain('<InPlaceCrudScreen');
      expect(form).toContain('<CrudFormView');
      // The inputs' rules come from the contract's schema, not written by hand.
      expect(form).toContain("{...form.rulesOf('name')}");
      expect(form).not.toMatch(/\brequired\b/);
      expect(page + form).not.toMatch(/Hydrantenverwaltung|Eintrag/);
      expect(routes).toContain('export default function HydrantsRoutes()');
      expect(routes).toContain('<Route index element={<HydrantsPage />} />');
    });

    it('should generate feature tests for the list, create, edit, delete, not-found and errors', () => {
      const test = read(tree, `${ROOT}/src/lib/hydrants-page.test.tsx`);

      expect(test).toContain("const open = (at = '/hydrant') => renderFeature(hydrantsFeature, at);");
      expect(test).toContain("name: 'Hydrantenverwaltung'");
      for (const title of ['given no entry exists', 'given the list cannot be loaded', 'when the administrator creates an entry', 'when the administrator edits an entry', 'given an unknown uid in the URL', 'when the administrator deletes an entry']) {
        expect(test).toContain(title);
      }
    });

    it('should write the namespace file with menu, page, field and list texts', () => {
      expect(readJson(tree, 'libs/features/hydrants/locales/de/hydrants.json')).toMatchObject({
        menu: { title: 'Hydrantenverwaltung', description: HYDRANTS.description },
        page: { title: 'Hydrantenverwaltung' },
        fields: { name: 'Name', description: 'Beschreibung' },
        crud: { empty: 'Noch keine Einträge angelegt', csvFile: 'hydrants' },
      });
    });

    it('should register the typed keys of its namespace from its own index, not in the i18n lib', () => {
      const index = read(tree, `${ROOT}/src/index.ts`);

      expect(index).toContain("import type texts from '../locales/de/hydrants.json';");
      expect(index).toContain('hydrants: typeof texts;');
    });

    it("should write the area's calls (zod-free) and schemas in api-contract and export both", () => {
      const calls = read(tree, 'libs/shared/api-contract/src/lib/calls/hydrants.ts');
      const schemas = read(tree, 'libs/shared/api-contract/src/lib/areas/hydrants.ts');

      expect(calls).toContain('export const HYDRANTS = entity({');
      expect(calls).toContain("'hydrants.all': { method: 'GET', path: 'hydrants/all/'");
      expect(calls).not.toMatch(/from 'zod'/);
      expect(schemas).toContain('export const HYDRANTS_SCHEMAS = {');
      expect(read(tree, CONTRACT_INDEX_FILE)).toContain("export * from './lib/calls/hydrants';\nexport * from './lib/areas/hydrants';");
      expect(read(tree, `${ROOT}/src/lib/api.ts`)).toContain('export const hydrantsApi = createEntity(HYDRANTS);');
    });

    it("should mark the area's endpoints as extensions (not in SPEC §7) and add them to the contract's ENDPOINTS", () => {
      const calls = read(tree, 'libs/shared/api-contract/src/lib/calls/hydrants.ts');
      const endpoints = read(tree, CONTRACT_ENDPOINTS_FILE);

      expect(calls.match(/extension: true/g)).toHaveLength(5);
      expect(endpoints).toContain("import { HYDRANTS_ENDPOINTS } from './calls/hydrants';");
      expect(endpoints).toContain("import { HYDRANTS_SCHEMAS } from './areas/hydrants';");
      expect(endpoints).toContain('const TABLES = {\n  ...HYDRANTS_ENDPOINTS,\n  ...USER_ENDPOINTS,');
      expect(endpoints).toContain('export const ENDPOINT_SCHEMAS = {\n  ...HYDRANTS_SCHEMAS,\n  ...USER_SCHEMAS,');
    });

    it("should write the area's server definition over the contract's record and a table of its own, with its migration", () => {
      const definition = read(tree, 'apps/api/src/areas/hydrants.ts');

      expect(definition).toContain("import { HydrantsEntry } from '@rescue-admin/api-contract';");
      expect(definition).toContain('export const hydrantsArea = defineSimpleArea({');
      expect(definition).toContain("key: 'hydrants',");
      expect(definition).toContain("table: 'area_hydrants',");
      expect(definition).toContain('record: HydrantsEntry,');
      expect(definition).toContain("id: 'area_hydrants_0001_create',");
      expect(definition).toContain('CREATE TABLE area_hydrants (');
    });

    it('should grant nobody anything when no readers or writers are given (deny by default), and say how to grant', () => {
      expect(read(tree, 'apps/api/src/areas/hydrants.ts')).toContain('grants: { read: [], write: [] },');
      const readme = read(tree, `${ROOT}/README.md`);
      expect(readme).toContain('no role may read the records');
      expect(readme).toContain('no role may create, change or delete them');
      expect(readme).toContain('add it to `grants.read` (list and history) or `grants.write`');
    });

    it("should register the area in the API's registry, once", () => {
      const registry = read(tree, API_REGISTRY_FILE);

      expect(registry).toContain("import { hydrantsArea } from './hydrants';");
      expect(registry).toContain('export const SIMPLE_AREAS = [\n  hydrantsArea,\n] as const');
    });

    it('should write an HTTP test of the calls: each role as granted, and create, list, update, stale update, history and delete', () => {
      const test = read(tree, 'apps/api/src/areas/hydrants.test.ts');

      expect(test).toContain("import { hydrantsArea } from './hydrants';");
      expect(test).toContain('api = await createTestApi();');
      expect(test).toContain("as %s: lists and creates only as the definition grants");
      for (const call of ['all', 'create', 'update', 'delete', 'history']) expect(test).toContain(`api.call('hydrants.${call}'`);
      expect(test).toContain('expect(stale.statusCode, stale.body).toBe(409);');
    });

    it('should list the endpoints in docs/extensions.md, in its table', () => {
      const doc = read(tree, EXTENSIONS_DOC_FILE);
      const row = '| Hydrantenverwaltung (generated area) | Lists, creates, changes and deletes the area\'s records, with their history | `hydrants.all`, `hydrants.create`, `hydrants.update`, `hydrants.delete`, `hydrants.history` |';

      expect(doc).toContain(row);
      expect(doc.indexOf(row)).toBeLessThan(doc.indexOf('A unit test keeps'));
      expect(doc.indexOf(row)).toBeGreaterThan(doc.indexOf('`user.history`'));
    });

    it("should list the endpoints in apps/api/README.md's endpoint table, after its rows", () => {
      const readme = read(tree, API_README_FILE);

      expect(readme).toContain(
        [
          '| `user.all` | GET | `/user/all/` | 200 |',
          '| `hydrants.all` | GET | `/api/hydrants/all/` | 200 |',
          '| `hydrants.create` | POST | `/api/hydrants/` · idempotent | 200 |',
          '| `hydrants.update` | POST | `/api/hydrants/update/` | 200 |',
          '| `hydrants.delete` | GET | `/api/hydrants/delete/?uid=` | 200 |',
          '| `hydrants.history` | GET | `/api/hydrants/history/?uid=` | 200 |',
          '',
          'Answers: lists are arrays.',
        ].join('\n'),
      );
    });

    it("should add the feature to the shell's features list", () => {
      const features = read(tree, SHELL_FEATURES_FILE);

      expect(features).toContain("import { hydrantsFeature } from '@rescue-admin/feature-hydrants';");
      expect(features).toContain('  hydrantsFeature,');
    });

    it('should add the import path and its /testing entry to tsconfig.base.json', () => {
      const paths = readJson(tree, 'tsconfig.base.json').compilerOptions.paths;
      expect(paths['@rescue-admin/feature-hydrants']).toEqual(['./libs/features/hydrants/src/index.ts']);
      expect(paths['@rescue-admin/feature-hydrants/testing']).toEqual(['./libs/features/hydrants/src/testing.ts']);
    });

    it("should give its tests, its stories and the shell's tests the area's German texts", () => {
      expect(read(tree, `${ROOT}/src/testing.ts`)).toContain("export const hydrantsTexts = { ['hydrants']: texts };");
      expect(read(tree, `${ROOT}/src/texts-test-setup.ts`)).toContain('addTestNamespaces(hydrantsTexts);');
      expect(read(tree, `${ROOT}/vitest.config.ts`)).toContain("setupFiles: ['src/texts-test-setup.ts']");
      expect(read(tree, `${ROOT}/src/lib/hydrants-page.stories.tsx`)).toContain('namespaces={hydrantsTexts}');
      const shellTexts = read(tree, SHELL_TEXTS_FILE);
      expect(shellTexts).toContain("import { hydrantsTexts } from '@rescue-admin/feature-hydrants/testing';");
      expect(shellTexts).toContain('addTestNamespaces({ ...hydrantsTexts, ...usersTexts });');
    });

    it('should produce TypeScript without syntax errors', () => {
      const problems: string[] = [];
      tree.children(`${ROOT}/src/lib`).forEach((file) => checkSyntax(`${ROOT}/src/lib/${file}`));
      ['src/index.ts', 'vitest.config.ts'].forEach((file) => checkSyntax(`${ROOT}/${file}`));
      ['apps/api/src/areas/hydrants.ts', 'apps/api/src/areas/hydrants.test.ts', 'libs/shared/api-contract/src/lib/calls/hydrants.ts', 'libs/shared/api-contract/src/lib/areas/hydrants.ts'].forEach(checkSyntax);
      expect(problems).toEqual([]);

      function checkSyntax(path: string) {
        const output = ts.transpileModule(read(tree, path), {
          fileName: path,
          reportDiagnostics: true,
          compilerOptions: { jsx: ts.JsxEmit.ReactJSX, module: ts.ModuleKind.ESNext },
        });
        for (const d of output.diagnostics ?? []) {
          problems.push(`${path}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`);
        }
      }
    });

    it('should refuse to overwrite the existing feature', async () => {
      await expect(featureLibGenerator(tree, HYDRANTS)).rejects.toThrow(/libs\/features\/hydrants already exists/);
    });
  });

  describe('given readers and writers', () => {
    it('should grant exactly those roles, from a list or a comma-separated string', async () => {
      await featureLibGenerator(tree, { ...HYDRANTS, readers: 'SUPER_ADMIN, UNIT_ADMIN', writers: ['SUPER_ADMIN'] });

      expect(read(tree, 'apps/api/src/areas/hydrants.ts')).toContain("grants: { read: ['SUPER_ADMIN', 'UNIT_ADMIN'], write: ['SUPER_ADMIN'] },");
      expect(read(tree, `${ROOT}/README.md`)).toContain('these roles may read the records: SUPER_ADMIN, UNIT_ADMIN');
    });

    it('should offer exactly the roles of the access policy', () => {
      const schema = JSON.parse(readFileSync(join(__dirname, 'schema.json'), 'utf-8')) as { properties: Record<string, { items: { enum: string[] } }> };

      expect([...ROLES]).toEqual([...USER_ROLES]);
      expect(schema.properties['readers']?.items.enum).toEqual([...USER_ROLES]);
      expect(schema.properties['writers']?.items.enum).toEqual([...USER_ROLES]);
    });
  });

  describe('given only a name', () => {
    it('should start the area at /<name>, titled by its name, with a neutral icon after the eight areas, granted to nobody', async () => {
      await featureLibGenerator(tree, { name: 'vehicles' });

      const index = read(tree, 'libs/features/vehicles/src/index.ts');
      expect(index).toContain("path: '/vehicles'");
      expect(index).toMatch(/order: 90\b/);
      expect(index).toContain('Box');
      expect(readJson(tree, 'libs/features/vehicles/locales/de/vehicles.json').menu.title).toBe('Vehicles');
      expect(read(tree, 'apps/api/src/areas/vehicles.ts')).toContain('grants: { read: [], write: [] },');
    });
  });

  describe('given two features', () => {
    it('should list both in the shell', async () => {
      await featureLibGenerator(tree, HYDRANTS);
      await featureLibGenerator(tree, { name: 'users', route: '/user', title: 'Benutzerverwaltung', icon: 'Users', order: 10 });

      const features = read(tree, SHELL_FEATURES_FILE);
      expect(features).toContain('hydrantsFeature,');
      expect(features).toContain('usersFeature,');
      expect(features.indexOf("import { usersFeature } from '@rescue-admin/feature-users';")).toBeLessThan(features.indexOf('export const FEATURES'));
    });
  });

  describe('given a feature that was generated before and whose folder was removed', () => {
    it('should regenerate it without listing it twice in the shell', async () => {
      await featureLibGenerator(tree, HYDRANTS);
      tree.delete(ROOT);

      await featureLibGenerator(tree, HYDRANTS);

      const features = read(tree, SHELL_FEATURES_FILE);
      expect(features.match(/ {2}hydrantsFeature,/g)).toHaveLength(1);
      expect(features.match(/import \{ hydrantsFeature \}/g)).toHaveLength(1);
      expect(read(tree, SHELL_TEXTS_FILE).match(/\.\.\.hydrantsTexts/g)).toHaveLength(1);
      expect(readJson(tree, 'libs/features/hydrants/locales/de/hydrants.json').page.title).toBe('Hydrantenverwaltung');
    });
  });

  describe('given an import path that already exists in tsconfig.base.json', () => {
    it('should leave it as it is and add only what is missing', async () => {
      const paths = { '@rescue-admin/feature-hydrants': ['./somewhere/else.ts'] };
      tree.write('tsconfig.base.json', JSON.stringify({ compilerOptions: { paths } }));

      await featureLibGenerator(tree, HYDRANTS);

      expect(readJson(tree, 'tsconfig.base.json').compilerOptions.paths).toEqual({
        ...paths,
        '@rescue-admin/feature-hydrants/testing': ['./libs/features/hydrants/src/testing.ts'],
      });
    });
  });

  describe('given a title with characters that are special in code and HTML', () => {
    it('should keep the title exact in the texts and the generated test', async () => {
      const title = "Assets (Beacons & Gateways) – Kunde's";
      await featureLibGenerator(tree, { name: 'assets', route: '/assets', title, icon: 'RadioTower', order: 50 });

      expect(readJson(tree, 'libs/features/assets/locales/de/assets.json').page.title).toBe(title);
      expect(read(tree, 'libs/features/assets/src/lib/assets-page.test.tsx')).toContain(
        "name: 'Assets (Beacons & Gateways) – Kunde\\'s'",
      );
    });
  });

  describe('given a separate page heading and a kebab-case id', () => {
    it('should use the heading for the page and camelCase names in code', async () => {
      await featureLibGenerator(tree, {
        name: 'vehicle-types',
        route: '/vehicle/type',
        title: 'Fahrzeugtypen',
        pageTitle: 'Fahrzeugtypen verwalten',
        icon: 'Truck',
        order: 90,
      });

      expect(readJson(tree, 'libs/features/vehicle-types/locales/de/vehicle-types.json').page.title).toBe('Fahrzeugtypen verwalten');
      expect(read(tree, 'libs/features/vehicle-types/src/index.ts')).toContain('export const vehicleTypesFeature = {');
      expect(read(tree, 'libs/features/vehicle-types/src/lib/vehicle-types-page.tsx')).toContain(
        'export function VehicleTypesPage()',
      );
      expect(read(tree, 'libs/features/vehicle-types/src/index.ts')).toContain("'vehicle-types': typeof texts;");
    });
  });

  describe('given invalid options', () => {
    it.each([
      ['an id that is not kebab-case', { ...HYDRANTS, name: 'Hydrants' }, /Invalid feature id/],
      ['a relative route', { ...HYDRANTS, route: 'hydrant' }, /Invalid route/],
      ['an icon that is not a component name', { ...HYDRANTS, icon: 'droplets' }, /Invalid icon/],
      ['a negative order', { ...HYDRANTS, order: -1 }, /Invalid menu order/],
      ['a role that does not exist', { ...HYDRANTS, writers: 'SUPER_ADMIN,ROOT' }, /Invalid --writers 'ROOT'/],
    ])('should reject %s and write nothing', async (_case, options, message) => {
      await expect(featureLibGenerator(tree, options)).rejects.toThrow(message);
      expect(tree.exists(ROOT)).toBe(false);
      expect(read(tree, API_REGISTRY_FILE)).toBe(REGISTRY_BEFORE);
    });
  });

  describe("given the shell's features list without its FEATURES array", () => {
    it('should fail instead of silently skipping the registration', async () => {
      tree.write(SHELL_FEATURES_FILE, 'export const FEATURES = [];\n');

      await expect(featureLibGenerator(tree, HYDRANTS)).rejects.toThrow(/lacks/);
    });
  });

  describe("given the workspace's real features list, API registry and README, endpoint table and extensions doc", () => {
    it('should add the new feature there', async () => {
      for (const file of [SHELL_FEATURES_FILE, SHELL_TEXTS_FILE, API_REGISTRY_FILE, CONTRACT_ENDPOINTS_FILE, EXTENSIONS_DOC_FILE, API_README_FILE]) tree.write(file, readFileSync(join(workspaceRoot, file), 'utf-8'));

      await featureLibGenerator(tree, { ...HYDRANTS, name: 'generator-probe', route: '/generator-probe' });

      const features = read(tree, SHELL_FEATURES_FILE);
      expect(features).toContain("import { generatorProbeFeature } from '@rescue-admin/feature-generator-probe';");
      expect(features).toContain('  generatorProbeFeature,');
      expect(read(tree, SHELL_TEXTS_FILE)).toContain('addTestNamespaces({ ...generatorProbeTexts, ...assetsTexts,');
      expect(read(tree, API_REGISTRY_FILE)).toContain('  generatorProbeArea,');
      expect(read(tree, CONTRACT_ENDPOINTS_FILE)).toContain('  ...GENERATOR_PROBE_ENDPOINTS,');
      expect(read(tree, CONTRACT_ENDPOINTS_FILE)).toContain('  ...GENERATOR_PROBE_SCHEMAS,');
      expect(read(tree, EXTENSIONS_DOC_FILE)).toContain('`generator-probe.all`');
      expect(read(tree, API_README_FILE)).toContain('| `generator-probe.history` | GET | `/api/generator-probe/history/?uid=` | 200 |');
    });
  });
});
