import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, normalisePrefix } from './config';

describe('loadConfig', () => {
  it('defaults to one process on localhost:3333 serving /user/, /api/ and /mission/, with PGlite, no demo data, no browser origin and the offline geocoder', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3333,
      host: 'localhost',
      seed: false,
      databaseUrl: null,
      authEmulatorHost: null,
      corsOrigins: [],
      logLevel: 'warn',
      projectId: 'demo-rescue-admin',
      prefixes: { user: '/user/', base: '/api/', mission: '/mission/' },
      liveRelay: true,
    });
    expect(config.geocoder.kind).toBe('gazetteer');
    expect(config.dataDir).toMatch(/\.data[/\\]db$/);
  });

  it('reads the environment', () => {
    const config = loadConfig({
      PORT: '4801',
      HOST: '0.0.0.0',
      SEED: 'on',
      DATABASE_URL: 'postgres://x@db.internal/rescue',
      DATABASE_POOL_SIZE: '20',
      BASE_SERVICE_PREFIX: 'base',
      CORS_ORIGIN: 'https://admin.example.org, https://staging.example.org',
      GEOCODER: 'nominatim',
      GEOCODER_URL: 'http://127.0.0.1:8080',
      LOG_LEVEL: 'info',
      GCLOUD_PROJECT: 'rescue-prod',
    });
    expect(config).toMatchObject({
      port: 4801,
      host: '0.0.0.0',
      seed: true,
      databaseUrl: 'postgres://x@db.internal/rescue',
      databasePoolSize: 20,
      prefixes: { base: '/base/' },
      logLevel: 'info',
      projectId: 'rescue-prod',
    });
    expect(config.corsOrigins).toEqual(['https://admin.example.org', 'https://staging.example.org']);
    expect(config.geocoder).toMatchObject({ kind: 'nominatim', url: 'http://127.0.0.1:8080' });
  });

  it('allows exactly the browser origins CORS_ORIGIN names (the local stack passes http://localhost:4200 itself)', () => {
    expect(loadConfig({ CORS_ORIGIN: 'http://localhost:4200' }).corsOrigins).toEqual(['http://localhost:4200']);
    expect(loadConfig({ CORS_ORIGIN: 'https://admin.example.org/' }).corsOrigins).toEqual(['https://admin.example.org']);
  });

  it.each([
    { PORT: 'abc' },
    { PORT: '70000' },
    { GEOCODER: 'google' },
    { SEED: 'maybe' },
    { LOG_LEVEL: 'loud' },
    { DATABASE_POOL_SIZE: '0' },
    { CORS_ORIGIN: '*' },
    { CORS_ORIGIN: 'admin.example.org' },
    { CORS_ORIGIN: 'https://admin.example.org/app' },
  ])('refuses %j', (env) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
  });

  it('writes the event streams on the API\'s own thread with LIVE_RELAY=off', () => {
    expect(loadConfig({ LIVE_RELAY: 'off' }).liveRelay).toBe(false);
    expect(() => loadConfig({ LIVE_RELAY: 'sometimes' })).toThrow(ConfigError);
  });

  it.each(['on', 'true', '1', 'yes'])('seeds demo data only when asked: SEED=%s', (value) => {
    expect(loadConfig({ SEED: value }).seed).toBe(true);
  });

  it.each(['off', 'false', '0', 'no', ''])('does not seed with SEED=%j', (value) => {
    expect(loadConfig({ SEED: value }).seed).toBe(false);
  });

  it.each(['prefix', '/api', '/api/', '/'].map((p, i) => [p, ['/prefix/', '/api/', '/api/', '/'][i]]))('normalises the prefix %j to %j', (input, expected) => {
    expect(normalisePrefix(input as string)).toBe(expected);
  });
});

describe('given the Auth emulator (AUTH_EMULATOR=on with FIREBASE_AUTH_EMULATOR_HOST: unsigned tokens are accepted)', () => {
  const emulator = { AUTH_EMULATOR: 'on', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' };

  it.each([undefined, 'localhost', '127.0.0.1', '::1', 'LOCALHOST'])('starts on the loopback address %j', (host) => {
    expect(loadConfig({ ...emulator, ...(host ? { HOST: host } : {}) }).authEmulatorHost).toBe('127.0.0.1:9099');
  });

  it.each(['0.0.0.0', '::', '192.168.1.20', 'api.example.org'])('refuses to listen on %j, naming the rule', (host) => {
    expect(() => loadConfig({ ...emulator, HOST: host })).toThrow(/loopback only/);
  });

  it('refuses a database on another host, but takes one on this machine', () => {
    expect(() => loadConfig({ ...emulator, DATABASE_URL: 'postgres://api@db.internal:5432/rescue' })).toThrow(ConfigError);
    for (const url of ['postgres://postgres@127.0.0.1:5432/rescue', 'postgres://postgres@localhost/rescue', 'postgres://postgres@[::1]:5433/x', 'postgres:///rescue?host=/run/postgresql']) {
      expect(loadConfig({ ...emulator, DATABASE_URL: url }).databaseUrl).toBe(url);
    }
  });

  it('is never inferred from a loopback HOST: FIREBASE_AUTH_EMULATOR_HOST alone refuses to start, naming AUTH_EMULATOR', () => {
    for (const host of [undefined, 'localhost', '127.0.0.1']) {
      expect(() => loadConfig({ FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099', ...(host ? { HOST: host } : {}) })).toThrow(/AUTH_EMULATOR=on/);
    }
    expect(loadConfig({ HOST: 'localhost' }).authEmulatorHost).toBeNull();
    expect(loadConfig({ HOST: 'localhost', AUTH_EMULATOR: 'off' }).authEmulatorHost).toBeNull();
  });

  it('refuses AUTH_EMULATOR=on without FIREBASE_AUTH_EMULATOR_HOST, and a value that is not a switch', () => {
    expect(() => loadConfig({ AUTH_EMULATOR: 'on' })).toThrow(/needs FIREBASE_AUTH_EMULATOR_HOST/);
    expect(() => loadConfig({ ...emulator, AUTH_EMULATOR: 'local' })).toThrow(ConfigError);
  });

  it('refuses to start in a production build (NODE_ENV=production, as the container image sets), with a clear message', () => {
    for (const nodeEnv of ['production', 'Production', ' production ']) {
      expect(() => loadConfig({ ...emulator, NODE_ENV: nodeEnv })).toThrow(ConfigError);
      expect(() => loadConfig({ ...emulator, NODE_ENV: nodeEnv })).toThrow(/refused in a production build \(NODE_ENV=production\)/);
    }
    expect(loadConfig({ ...emulator, NODE_ENV: 'development' }).authEmulatorHost).toBe('127.0.0.1:9099');
    expect(loadConfig({ NODE_ENV: 'production', HOST: '0.0.0.0' }).authEmulatorHost).toBeNull();
  });

  it('without the emulator, listens wherever HOST says (production: 0.0.0.0 in the container)', () => {
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });
});

describe('mail and links (invitations, e-mail confirmations)', () => {
  it('sends nothing by default, and links to the first browser origin unless APP_URL says otherwise', () => {
    expect(loadConfig({}).mail).toEqual({ kind: 'none' });
    expect(loadConfig({ CORS_ORIGIN: 'https://admin.example.org,https://b.example.org' }).appUrl).toBe('https://admin.example.org');
    expect(loadConfig({ CORS_ORIGIN: 'https://admin.example.org', APP_URL: 'https://app.example.org' }).appUrl).toBe('https://app.example.org');
  });

  it('takes SMTP only with a sender, and only as smtp(s)://', () => {
    expect(loadConfig({ SMTP_URL: 'smtps://u:p@mail.example.org', MAIL_FROM: 'rescue-admin <noreply@example.org>' }).mail).toEqual({
      kind: 'smtp',
      url: 'smtps://u:p@mail.example.org',
      from: 'rescue-admin <noreply@example.org>',
    });
    expect(() => loadConfig({ SMTP_URL: 'smtps://mail.example.org' })).toThrow(/MAIL_FROM/);
    expect(() => loadConfig({ SMTP_URL: 'http://mail.example.org', MAIL_FROM: 'x@example.org' })).toThrow(/smtp:\/\//);
  });

  it('writes to the local mailbox file only beside the Auth emulator, never with production settings', () => {
    expect(loadConfig({ MAILBOX_FILE: '/tmp/mailbox.jsonl', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099', AUTH_EMULATOR: 'on' }).mail).toEqual({ kind: 'mailbox', file: '/tmp/mailbox.jsonl' });
    expect(() => loadConfig({ MAILBOX_FILE: '/tmp/mailbox.jsonl' })).toThrow(/local stack only/);
    expect(() => loadConfig({ MAILBOX_FILE: '/tmp/mailbox.jsonl', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099', AUTH_EMULATOR: 'on', NODE_ENV: 'production' })).toThrow(/production/);
  });
});

describe('API_PROFILE (what the API serves)', () => {
  const emulator = { AUTH_EMULATOR: 'on', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' };

  it('serves the full API by default, and only the spec with API_PROFILE=spec beside the Auth emulator', () => {
    expect(loadConfig({}).profile).toBe('full');
    expect(loadConfig({ ...emulator, API_PROFILE: 'spec' }).profile).toBe('spec');
    expect(loadConfig({ ...emulator, API_PROFILE: ' Full ' }).profile).toBe('full');
  });

  it('refuses any other value, naming the variable', () => {
    expect(() => loadConfig({ API_PROFILE: 'minimal' })).toThrow(ConfigError);
    expect(() => loadConfig({ API_PROFILE: 'minimal' })).toThrow(/API_PROFILE must be "full" or "spec", not "minimal"/);
  });

  it('refuses the spec profile with production settings: without the Auth emulator, or with NODE_ENV=production', () => {
    expect(() => loadConfig({ API_PROFILE: 'spec' })).toThrow(/API_PROFILE=spec is for tests and evaluation only/);
    expect(() => loadConfig({ API_PROFILE: 'spec', HOST: '0.0.0.0', DATABASE_URL: 'postgres://x@db.internal/rescue' })).toThrow(/AUTH_EMULATOR=on/);
    // NODE_ENV=production stops emulator mode first; without the emulator the profile is refused as well.
    expect(() => loadConfig({ ...emulator, API_PROFILE: 'spec', NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadConfig({ API_PROFILE: 'spec', NODE_ENV: 'production' })).toThrow(/refused with NODE_ENV=production/);
  });
});

describe('TRUST_PROXY_HOPS (the load balancers whose X-Forwarded-For names the client)', () => {
  it('trusts no proxy by default, and the given number of hops when set', () => {
    expect(loadConfig({}).trustProxyHops).toBe(0);
    expect(loadConfig({ TRUST_PROXY_HOPS: '1' }).trustProxyHops).toBe(1);
    expect(loadConfig({ TRUST_PROXY_HOPS: ' 2 ' }).trustProxyHops).toBe(2);
  });

  it.each(['-1', '1.5', 'yes', '', '11', 'true'])('refuses %j, naming the variable', (value) => {
    expect(() => loadConfig({ TRUST_PROXY_HOPS: value })).toThrow(/TRUST_PROXY_HOPS/);
  });
});
