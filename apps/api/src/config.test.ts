import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, normalisePrefix } from './config';

describe('loadConfig', () => {
  it('defaults to one process on 3333 serving /user/, /api/ and /mission/, seeding, with the offline geocoder', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 3333, seed: true, databaseUrl: null, projectId: 'demo-rescue-admin', prefixes: { user: '/user/', base: '/api/', mission: '/mission/' } });
    expect(config.geocoder.kind).toBe('gazetteer');
    expect(config.dataDir).toMatch(/\.data[/\\]db$/);
    expect(config.corsOrigins).toContain('http://localhost:4200');
  });

  it('reads the environment', () => {
    const config = loadConfig({
      PORT: '4801',
      SEED: 'off',
      DATABASE_URL: 'postgres://x@localhost/rescue',
      BASE_SERVICE_PREFIX: 'base',
      CORS_ORIGIN: 'https://admin.example.org, https://staging.example.org',
      GEOCODER: 'nominatim',
      GEOCODER_URL: 'http://127.0.0.1:8080',
    });
    expect(config).toMatchObject({ port: 4801, seed: false, databaseUrl: 'postgres://x@localhost/rescue', prefixes: { base: '/base/' } });
    expect(config.corsOrigins).toEqual(expect.arrayContaining(['https://admin.example.org', 'https://staging.example.org']));
    expect(config.geocoder).toMatchObject({ kind: 'nominatim', url: 'http://127.0.0.1:8080' });
  });

  it.each([{ PORT: 'abc' }, { PORT: '70000' }, { GEOCODER: 'google' }])('refuses %j', (env) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
  });

  it.each([
    ['api', '/api/'],
    ['/api', '/api/'],
    ['/api/', '/api/'],
    ['/', '/'],
  ])('normalises the prefix %j to %j', (input, expected) => {
    expect(normalisePrefix(input)).toBe(expected);
  });
});
