/**
 * Proof that the module boundaries of ARCHITECTURE.md are enforced by the root eslint config:
 * the fixtures in tools/lint-fixtures are linted as if they lived in real projects.
 *
 * The Nx rule needs the project graph; without a cached graph it silently skips itself. So the
 * graph is computed first, and every "must fail" case below doubles as a check that the rule
 * really ran.
 */
import { createProjectGraphAsync, workspaceRoot, type ProjectGraph } from '@nx/devkit';
import { ESLint, type Linter } from 'eslint';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';

const RULE = '@nx/enforce-module-boundaries';
/** Override only to point the proof at a deliberately broken copy of the config and watch it fail. */
const CONFIG_FILE = process.env.BOUNDARY_LINT_CONFIG ?? 'eslint.config.mjs';
const FIXTURES = join(workspaceRoot, 'tools/lint-fixtures');

interface DepConstraint {
  sourceTag?: string;
  allSourceTags?: string[];
  onlyDependOnLibsWithTags?: string[];
  bannedExternalImports?: string[];
}

let eslint: ESLint;
let graph: ProjectGraph;

beforeAll(async () => {
  // The cached graph the rule reads is written by a graph computation without the daemon.
  process.env.NX_DAEMON = 'false';
  graph = await createProjectGraphAsync({ exitOnError: false });
  eslint = new ESLint({ cwd: workspaceRoot, overrideConfigFile: CONFIG_FILE, ignore: false });
});

/** The import specifiers of a fixture, keyed by their 1-based line. */
function importsByLine(source: string): Map<number, string> {
  const imports = new Map<number, string>();
  source.split('\n').forEach((line, index) => {
    const match = /^import\s.*\sfrom\s+'([^']+)';$/.exec(line);
    if (match) imports.set(index + 1, match[1]);
  });
  return imports;
}

/** Lints a fixture as the given file and returns the imports the rule (the boundary rule unless named) reported. */
async function reportedImports(fixture: string, asFile: string, rule = RULE) {
  const source = readFileSync(join(FIXTURES, fixture), 'utf-8');
  const imports = importsByLine(source);
  const [result] = await eslint.lintText(source, { filePath: join(workspaceRoot, asFile) });
  const boundaryErrors = result.messages.filter((m: Linter.LintMessage) => m.ruleId === rule && m.severity === 2);
  const otherErrors = result.messages.filter((m) => m.ruleId !== rule && m.severity === 2);
  return {
    all: [...imports.values()],
    // One entry per reported line: a single import may break several constraints at once.
    reported: [...new Set(boundaryErrors.map((m) => imports.get(m.line) ?? `line ${m.line}: ${m.message}`))],
    otherErrors: otherErrors.map((m) => `${m.ruleId}: ${m.message}`),
  };
}

describe('module boundaries', () => {
  it('given the lint fixtures, should be linting projects that exist in the graph', () => {
    for (const project of ['feature-users', 'feature-hydrants', 'feature-customers', 'ui-kit', 'data-access', 'session', 'storage']) {
      expect(graph.nodes[project], `project ${project}`).toBeDefined();
    }
  });

  describe('given a feature', () => {
    const asFile = 'libs/features/users/src/lib/boundary-fixture.ts';

    it('should fail lint when it imports another feature', async () => {
      const { all, reported } = await reportedImports('feature-imports-feature.ts', asFile);

      expect(all).toEqual(['@rescue-admin/feature-hydrants', '@rescue-admin/feature-customers']);
      expect(reported).toEqual(all);
    });

    it('should pass lint when it imports ui-kit, data-access, session, storage, react-query, i18n, api-contract and util', async () => {
      const { all, reported, otherErrors } = await reportedImports('feature-imports-shared.ts', asFile);

      expect(all).toHaveLength(8);
      expect(reported).toEqual([]);
      expect(otherErrors).toEqual([]);
    });

    it('should fail lint when it imports ky or Firebase itself', async () => {
      const { all, reported } = await reportedImports('feature-imports-http-and-firebase.ts', asFile);

      expect(all).toEqual(['ky', 'firebase/auth', 'firebase/storage']);
      expect(reported).toEqual(all);
    });

    it("should fail lint when it makes react-query's client or managers, and pass its hooks and types", async () => {
      const source = readFileSync(join(FIXTURES, 'feature-makes-query-client.ts'), 'utf-8');
      const [result] = await eslint.lintText(source, { filePath: join(workspaceRoot, asFile) });
      const restricted = result.messages.filter((m) => m.ruleId === '@typescript-eslint/no-restricted-imports' && m.severity === 2);

      // Lines 4 and 5: `QueryClient`, then `QueryClientProvider` and `onlineManager`; the hooks (2) and the type (3) pass.
      expect(restricted.map((m) => m.line)).toEqual([4, 5, 5]);
      expect(result.messages.filter((m) => m.ruleId === RULE)).toEqual([]);
    });

    it("should fail lint on the data router's parts, and pass the declarative router's", async () => {
      const source = readFileSync(join(FIXTURES, 'feature-uses-data-router.ts'), 'utf-8');
      const [result] = await eslint.lintText(source, { filePath: join(workspaceRoot, asFile) });
      const restricted = result.messages.filter((m) => m.ruleId === 'no-restricted-imports' && m.severity === 2);

      // Line 3 `useBlocker`, line 4 `createMemoryRouter` and `RouterProvider`, line 5 `useRouteError`; line 2 passes.
      expect(restricted.map((m) => m.line)).toEqual([3, 4, 4, 5]);
    });
  });

  describe('given a feature and the map', () => {
    const asFile = 'libs/features/hydrants/src/lib/boundary-fixture.ts';

    it('should fail lint when it imports leaflet, react-leaflet or supercluster itself', async () => {
      const { all, reported } = await reportedImports('feature-imports-map-packages.ts', asFile);

      expect(all).toEqual(['leaflet', 'react-leaflet', 'supercluster']);
      expect(reported).toEqual(all);
    });

    it('should pass lint when it imports the shared map lib', async () => {
      const { all, reported, otherErrors } = await reportedImports('feature-imports-map-lib.ts', asFile);

      expect(all).toEqual(['@rescue-admin/map']);
      expect(reported).toEqual([]);
      expect(otherErrors).toEqual([]);
    });
  });

  describe('given the ui-kit', () => {
    it('should fail lint for data-access, the i18n lib, react-query, ky, firebase, i18next and react-i18next', async () => {
      const { all, reported } = await reportedImports(
        'ui-kit-imports-data-libraries.ts',
        'libs/shared/ui-kit/src/lib/boundary-fixture.ts',
      );

      expect(all).toEqual([
        '@rescue-admin/data-access',
        '@rescue-admin/session',
        '@rescue-admin/storage',
        '@rescue-admin/i18n',
        '@tanstack/react-query',
        'ky',
        'firebase/auth',
        'i18next',
        'react-i18next',
      ]);
      expect(reported).toEqual(all);
    });
  });

  describe('given the offline lib', () => {
    const asFile = 'libs/shared/offline/src/lib/boundary-fixture.ts';

    it('should fail lint when it imports screens, texts or HTTP', async () => {
      const { all, reported } = await reportedImports('offline-imports-screens.ts', asFile);

      expect(all).toEqual(['@rescue-admin/ui-kit', '@rescue-admin/crud-kit', '@rescue-admin/feature-hydrants', 'i18next', 'ky']);
      expect(reported).toEqual(all);
    });

    it('should be out of data-access\'s reach (it builds on data-access)', async () => {
      const { all, reported } = await reportedImports('data-access-imports-offline.ts', 'libs/shared/data-access/src/lib/boundary-fixture.ts');

      expect(all).toEqual(['@rescue-admin/offline']);
      expect(reported).toEqual(all);
    });
  });

  describe('given data-access', () => {
    const asFile = 'libs/shared/data-access/src/lib/boundary-fixture.ts';

    it('should fail lint when it imports the ui-kit', async () => {
      const { all, reported } = await reportedImports('data-access-imports-ui-kit.ts', asFile);

      expect(all).toEqual(['@rescue-admin/ui-kit']);
      expect(reported).toEqual(all);
    });

    it('should fail lint when it imports Firebase or the storage lib', async () => {
      const { all, reported } = await reportedImports('data-access-imports-firebase.ts', asFile);

      expect(all).toEqual(['firebase/auth', 'firebase/storage', '@rescue-admin/storage']);
      expect(reported).toEqual(all);
    });
  });

  describe('given the session', () => {
    it('should fail lint for data-access, the storage lib, react-query and ky', async () => {
      const { all, reported } = await reportedImports('session-imports-data-libraries.ts', 'libs/shared/session/src/lib/boundary-fixture.ts');

      expect(all).toEqual(['@rescue-admin/data-access', '@rescue-admin/storage', '@tanstack/react-query', 'ky']);
      expect(reported).toEqual(all);
    });
  });

  describe('given the rule table', () => {
    async function effectiveConstraints(): Promise<DepConstraint[]> {
      const config = await eslint.calculateConfigForFile(join(workspaceRoot, 'libs/features/users/src/index.ts'));
      const [severity, options] = config.rules[RULE] as [number | string, { depConstraints: DepConstraint[] }];
      expect([2, 'error']).toContain(severity);
      return options.depConstraints;
    }

    it('should fail closed: no constraint accepts any tag with a wildcard', async () => {
      const constraints = await effectiveConstraints();

      expect(constraints.length).toBeGreaterThan(0);
      for (const constraint of constraints) {
        expect(constraint.sourceTag).not.toBe('*');
        expect(constraint.allSourceTags ?? []).not.toContain('*');
        expect(constraint.onlyDependOnLibsWithTags ?? []).not.toContain('*');
      }
    });

    it('should cover every project: one type and one scope tag, each with a constraint', async () => {
      const constraintTags = new Set((await effectiveConstraints()).map((c) => c.sourceTag));
      const problems: string[] = [];

      for (const node of Object.values(graph.nodes)) {
        const tags = node.data.tags ?? [];
        const types = tags.filter((t) => t.startsWith('type:'));
        const scopes = tags.filter((t) => t.startsWith('scope:'));
        if (types.length !== 1 || scopes.length !== 1) {
          problems.push(`${node.name}: needs exactly one type:* and one scope:* tag, has [${tags.join(', ')}]`);
        }
        for (const tag of [...types, ...scopes].filter((t) => !constraintTags.has(t))) {
          problems.push(`${node.name}: tag ${tag} has no constraint`);
        }
      }

      expect(problems).toEqual([]);
    });
  });
});
