import { ENDPOINTS, USER_ROLES, type EndpointDef, type EndpointName } from '@rescue-admin/api-contract';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ACTIONS, AREAS, ENDPOINT_ACCESS, policyTableMarkdown, reachOf } from './policy';

describe('the access policy', () => {
  it('has a row for every endpoint of the contract but the public ones (an endpoint without one is refused)', () => {
    const withoutRow = (Object.keys(ENDPOINTS) as EndpointName[]).filter((name) => ENDPOINT_ACCESS[name] === undefined && !(ENDPOINTS[name] as EndpointDef).public);
    expect(withoutRow).toEqual([]);
  });

  it('has no row for a public endpoint (nobody is signed in there)', () => {
    const publicWithRow = (Object.keys(ENDPOINTS) as EndpointName[]).filter((name) => (ENDPOINTS[name] as EndpointDef).public && ENDPOINT_ACCESS[name] !== undefined);
    expect(publicWithRow).toEqual([]);
  });

  it('names only endpoints that exist', () => {
    expect(Object.keys(ENDPOINT_ACCESS).filter((name) => !(name in ENDPOINTS))).toEqual([]);
  });

  it('apps/api/README.md lists every endpoint of the contract', () => {
    const readme = readFileSync(join(import.meta.dirname, '..', '..', 'README.md'), 'utf8');
    expect((Object.keys(ENDPOINTS) as EndpointName[]).filter((name) => !readme.includes(`| \`${name}\` |`))).toEqual([]);
  });

  it('is the table apps/api/README.md shows', () => {
    const readme = readFileSync(join(import.meta.dirname, '..', '..', 'README.md'), 'utf8');
    expect(readme).toContain(policyTableMarkdown());
  });

  it('gives administrators everything anybody has, and nobody more than an ADMIN', () => {
    for (const area of AREAS) {
      for (const action of ACTIONS) {
        const granted = USER_ROLES.some((role) => reachOf(role, area, action) !== null);
        if (granted) expect([area, action, reachOf('ADMIN', area, action)]).toEqual([area, action, 'all']);
        expect(reachOf('SUPER_ADMIN', area, action)).toBe(reachOf('ADMIN', area, action));
      }
    }
  });

  it('lets users without administration rights do nothing but read their own things', () => {
    for (const role of ['SUPER_USER', 'USER', 'UNIT_USER'] as const) {
      for (const area of AREAS) {
        for (const action of ACTIONS) {
          const reach = reachOf(role, area, action);
          if (reach !== null) expect([role, area, action, reach]).toEqual([role, area, 'read', 'self']);
        }
      }
    }
  });
});
