// @vitest-environment node
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { ConfigError, loadAppConfig, parseAppConfig } from './config';
import { createTestServer } from '@rescue-admin/data-access/testing';

const valid = {
  services: { user: 'http://localhost:3333/user/', base: 'http://localhost:3333/api', mission: 'https://missions.example.org/mission/' },
  firebase: {
    apiKey: 'demo-api-key',
    authDomain: 'demo-rescue-admin.firebaseapp.com',
    projectId: 'demo-rescue-admin',
    storageBucket: 'demo-rescue-admin.appspot.com',
    appId: 'demo-app',
  },
  emulators: { auth: 'http://127.0.0.1:9099', storage: { host: '127.0.0.1', port: 9199 } },
};

describe('parseAppConfig', () => {
  it('given a valid config, should keep every part and give each base a trailing slash', () => {
    expect(parseAppConfig(valid)).toEqual({
      ...valid,
      services: { user: 'http://localhost:3333/user/', base: 'http://localhost:3333/api/', mission: 'https://missions.example.org/mission/' },
    });
  });

  it.each([
    ['not a URL', 'localhost:3333/api/'],
    ['a relative path', '/api/'],
    ['another protocol', 'ftp://example.org/api/'],
    ['an empty string', ''],
    ['a number', 3333],
    ['missing', undefined],
  ])('given a base service URL that is %s, should set it to null and warn', (_case, base) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const config = parseAppConfig({ ...valid, services: { ...valid.services, base } });
    expect(config.services).toEqual({ user: 'http://localhost:3333/user/', base: null, mission: 'https://missions.example.org/mission/' });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('"base"'));
  });

  it('given no services block, should set every base to null', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(parseAppConfig({ firebase: valid.firebase }).services).toEqual({ user: null, base: null, mission: null });
  });

  it.each([
    ['missing', undefined],
    ['without apiKey', { ...valid.firebase, apiKey: undefined }],
    ['with an empty projectId', { ...valid.firebase, projectId: ' ' }],
    ['a string', 'demo'],
  ])('given a firebase block that is %s, should throw a ConfigError', (_case, firebase) => {
    expect(() => parseAppConfig({ ...valid, firebase })).toThrow(ConfigError);
  });

  it('given an emulator with an invalid port, should throw a ConfigError', () => {
    expect(() => parseAppConfig({ ...valid, emulators: { storage: { host: '127.0.0.1', port: 'x' } } })).toThrow(ConfigError);
  });

  it.each([[null], [[]], ['config']])('given %j instead of an object, should throw a ConfigError', (json) => {
    expect(() => parseAppConfig(json)).toThrow(ConfigError);
  });

  it('should say which field of which block is wrong, for the config error screen', () => {
    const { apiKey: _missing, ...firebase } = valid.firebase;
    expect(() => parseAppConfig({ ...valid, firebase: { ...firebase, appId: ' ' } })).toThrow(
      'config.json: invalid "firebase" block (✖ Invalid input: expected string, received undefined\n  → at apiKey\n✖ Too small: expected string to have >=1 characters\n  → at appId)',
    );
    expect(() => parseAppConfig({ ...valid, emulators: { auth: 'localhost:9099', storage: { host: '127.0.0.1', port: 70000 } } })).toThrow(
      'config.json: invalid "emulators" block (✖ Invalid URL\n  → at auth\n✖ Too big: expected number to be <=65535\n  → at storage.port)',
    );
  });

  it('should trim values and drop fields it does not know', () => {
    const config = parseAppConfig({
      services: { ...valid.services, user: ' http://localhost:3333/user ' },
      firebase: { ...valid.firebase, apiKey: ' demo-api-key ', measurementId: 'G-1' },
      emulators: { auth: ' http://127.0.0.1:9099 ', storage: { host: ' 127.0.0.1 ', port: 9199 } },
    });
    expect(config.services.user).toBe('http://localhost:3333/user/');
    expect(config.firebase).toEqual(valid.firebase);
    expect(config.emulators).toEqual(valid.emulators);
  });

  it('given no emulators block, should leave emulators out (production)', () => {
    const { emulators: _omitted, ...production } = valid;
    expect(parseAppConfig(production)).not.toHaveProperty('emulators');
  });

  describe('given a map block', () => {
    const osm = {
      tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      attribution: '© OpenStreetMap-Mitwirkende',
      attributionUrl: 'https://www.openstreetmap.org/copyright',
    };

    it('should keep the tile template and its attribution', () => {
      expect(parseAppConfig({ ...valid, map: osm }).map).toEqual(osm);
      expect(parseAppConfig({ ...valid, map: { ...osm, tileUrl: 'https://{s}.tiles.example.org/{z}/{x}/{y}.png' } }).map?.tileUrl).toBe(
        'https://{s}.tiles.example.org/{z}/{x}/{y}.png',
      );
    });

    it('given none, should leave map out (the maps draw without tiles)', () => {
      expect(parseAppConfig(valid)).not.toHaveProperty('map');
    });

    it.each([
      ['a tile URL without {z}', { ...osm, tileUrl: 'https://tile.openstreetmap.org/tile.png' }],
      ['no attribution', { tileUrl: osm.tileUrl }],
      ['a relative tile URL', { ...osm, tileUrl: '/tiles/{z}/{x}/{y}.png' }],
      ['not an object', 'https://tile.openstreetmap.org/{z}/{x}/{y}.png'],
    ])('given %s, should drop the block with a warning and keep the rest', (_case, map) => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      const config = parseAppConfig({ ...valid, map });
      expect(config).not.toHaveProperty('map');
      expect(config.firebase.projectId).toBe('demo-rescue-admin');
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('"map" ignored'));
    });
  });

  describe.each(['localhost', '127.0.0.1', '[::1]', 'LOCALHOST'])('given a page on %s', (pageHostname) => {
    it('should use the emulators', () => {
      expect(parseAppConfig(valid, { pageHostname }).emulators).toEqual(valid.emulators);
    });
  });

  describe.each(['admin.example.org', '192.168.1.20', 'localhost.example.org', '127.0.0.1.nip.io'])('given a page on %s', (pageHostname) => {
    it('should ignore the emulators and say so in the console', () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      const config = parseAppConfig(valid, { pageHostname });
      expect(config).not.toHaveProperty('emulators');
      expect(config.firebase).toEqual(valid.firebase);
      expect(warn).toHaveBeenCalledWith(`config.json: "emulators" ignored, this page (${pageHostname}) is not on localhost`);
    });

    it('should not reject a broken emulators block it ignores', () => {
      vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      expect(parseAppConfig({ ...valid, emulators: { auth: 'nonsense' } }, { pageHostname })).not.toHaveProperty('emulators');
    });
  });

  it('given no page hostname, should read it from the page the app runs on', () => {
    vi.stubGlobal('location', new URL('https://admin.example.org/hydrant'));
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      expect(parseAppConfig(valid)).not.toHaveProperty('emulators');
      vi.stubGlobal('location', new URL('http://localhost:4200/hydrant'));
      expect(parseAppConfig(valid).emulators).toEqual(valid.emulators);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('loadAppConfig', () => {
  const server = createTestServer();
  beforeAll(() => server.listen());
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());

  it('should fetch and parse the config at the given URL', async () => {
    server.use(http.get('http://app.test/config.json', () => HttpResponse.json(valid)));
    await expect(loadAppConfig('http://app.test/config.json')).resolves.toMatchObject({ firebase: valid.firebase });
  });

  it('given a page that is not on localhost, should load the config without its emulators', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    server.use(http.get('http://app.test/config.json', () => HttpResponse.json(valid)));
    const config = await loadAppConfig('http://app.test/config.json', { pageHostname: 'admin.example.org' });
    expect(config).not.toHaveProperty('emulators');
  });

  it('given a 404, should reject with a ConfigError', async () => {
    server.use(http.get('http://app.test/config.json', () => new HttpResponse(null, { status: 404 })));
    await expect(loadAppConfig('http://app.test/config.json')).rejects.toThrow(ConfigError);
  });

  it('given a body that is not JSON, should reject with a ConfigError', async () => {
    server.use(http.get('http://app.test/config.json', () => HttpResponse.text('<html>')));
    await expect(loadAppConfig('http://app.test/config.json')).rejects.toThrow(ConfigError);
  });
});
