import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PORTS, PROJECT_ID, REPO_ROOT, serviceEnv, stackAppConfig, stackServiceEnvs } from '../stack.mjs';

const urls = { app: 'http://localhost:4200', api: 'http://localhost:3333', auth: 'http://127.0.0.1:9099', storage: 'http://127.0.0.1:9199', mailbox: 'http://127.0.0.1:9094' };

/** A developer's shell with settings meant for something else. */
const strayShell = {
  PATH: '/usr/local/bin:/usr/bin',
  HOME: '/home/erika',
  TMPDIR: '/tmp/erika',
  LANG: 'de_DE.UTF-8',
  DATABASE_URL: 'postgres://prod-db.example.org/rescue',
  HOST: '0.0.0.0',
  PORT: '8080',
  SEED: 'off',
  CORS_ORIGIN: 'https://evil.example.org',
  GOOGLE_APPLICATION_CREDENTIALS: '/home/erika/prod-key.json',
  NODE_OPTIONS: '--inspect',
  GEOCODER: 'nominatim',
  LOG_LEVEL: 'debug',
  NX_TASK_TARGET_PROJECT: 'admin-shell-e2e',
  NX_DAEMON: 'false',
};

const envs = stackServiceEnvs({ urls, dataDir: '/data', appConfigFile: '/data/config.json', appPort: 4200, from: strayShell });

describe('serviceEnv', () => {
  it('given a shell full of settings, should pass only PATH, HOME, temp and locale plus the service own', () => {
    expect(serviceEnv({ OWN: '1' }, { from: strayShell })).toEqual({
      PATH: '/usr/local/bin:/usr/bin',
      HOME: '/home/erika',
      TMPDIR: '/tmp/erika',
      LANG: 'de_DE.UTF-8',
      CI: 'true',
      FORCE_COLOR: '0',
      NO_COLOR: '1',
      OWN: '1',
    });
  });
});

describe('stackServiceEnvs', () => {
  it('should give the API exactly its settings, whatever the shell says', () => {
    expect(envs.api).toEqual({
      PATH: '/usr/local/bin:/usr/bin',
      HOME: '/home/erika',
      TMPDIR: '/tmp/erika',
      LANG: 'de_DE.UTF-8',
      CI: 'true',
      FORCE_COLOR: '0',
      NO_COLOR: '1',
      PORT: '3333',
      HOST: 'localhost',
      DATA_DIR: '/data/db',
      GCLOUD_PROJECT: PROJECT_ID,
      AUTH_EMULATOR: 'on',
      FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
      SEED: 'on',
      CORS_ORIGIN: 'http://localhost:4200',
      GEOCODER: 'gazetteer',
      // Invitations to the local mailbox, with links to this stack's app.
      MAILBOX_FILE: '/data/mailbox.jsonl',
      APP_URL: 'http://localhost:4200',
      // The one knob of the API a developer may set for the stack.
      LOG_LEVEL: 'debug',
    });
  });

  it('should start the API in its spec-only profile only when asked (npm start -- --spec-only, E2E_API_PROFILE=spec)', () => {
    expect(envs.api).not.toHaveProperty('API_PROFILE');
    const spec = stackServiceEnvs({ urls, dataDir: '/data', appConfigFile: '/data/config.json', appPort: 4200, apiProfile: 'spec', from: { ...strayShell, API_PROFILE: 'full' } });
    expect(spec.api).toEqual({ ...envs.api, API_PROFILE: 'spec' });
    // The shell's API_PROFILE reaches no service: only the stack's option decides.
    expect(stackServiceEnvs({ urls, dataDir: '/data', appConfigFile: '/data/config.json', appPort: 4200, from: { ...strayShell, API_PROFILE: 'spec' } }).api).not.toHaveProperty('API_PROFILE');
  });

  it('should leak no stray variable into any service', () => {
    for (const [service, env] of Object.entries(envs)) {
      for (const name of ['DATABASE_URL', 'GOOGLE_APPLICATION_CREDENTIALS', 'NODE_OPTIONS', 'NX_TASK_TARGET_PROJECT']) {
        expect(env, `${service} must not see ${name}`).not.toHaveProperty(name);
      }
      if (service !== 'api') expect(env, service).not.toHaveProperty('HOST');
    }
  });

  it('should point the storage server at its port, data, the Auth emulator and the API', () => {
    expect(envs.storage).toMatchObject({
      STORAGE_HOST: '127.0.0.1',
      STORAGE_PORT: '9199',
      STORAGE_DATA_DIR: '/data/storage',
      STORAGE_API_BASE_URL: 'http://localhost:3333/api/',
      STORAGE_CORS_ORIGINS: 'http://localhost:4200',
      GCLOUD_PROJECT: PROJECT_ID,
      FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
    });
  });

  it("should give the dev server its port and the stack's config.json, and keep the developer's Nx settings only", () => {
    expect(envs.app).toMatchObject({ PORT: '4200', APP_CONFIG_FILE: '/data/config.json', NX_DAEMON: 'false', NX_TUI: 'false' });
    expect(envs.build).not.toHaveProperty('PORT');
  });
});

describe('stackAppConfig', () => {
  it("should point the app at the stack's API services and emulators", () => {
    expect(stackAppConfig(urls)).toEqual({
      services: { user: 'http://localhost:3333/user/', base: 'http://localhost:3333/api/', mission: 'http://localhost:3333/mission/' },
      firebase: {
        apiKey: 'demo-api-key',
        authDomain: `${PROJECT_ID}.firebaseapp.com`,
        projectId: PROJECT_ID,
        storageBucket: `${PROJECT_ID}.appspot.com`,
        appId: 'demo-app',
      },
      emulators: { auth: 'http://127.0.0.1:9099', storage: { host: '127.0.0.1', port: 9199 } },
    });
  });
});

describe('PORTS', () => {
  it("should give the local mailbox a port of its own, beside the others and firebase.json's", () => {
    const firebase = JSON.parse(readFileSync(join(REPO_ROOT, 'firebase.json'), 'utf8')) as { emulators: Record<string, { port?: number }> };
    const taken = [...Object.entries(PORTS).filter(([name]) => name !== 'mailbox').map(([, port]) => port), 4200, ...Object.values(firebase.emulators).map((e) => e.port)];
    expect(PORTS.mailbox).toBe(9094);
    expect(taken).not.toContain(PORTS.mailbox);
  });
});

describe('the Auth seed', () => {
  it("should give the demo administrator the role claim of their user record (Storage reads need it)", () => {
    const { users } = JSON.parse(readFileSync(join(REPO_ROOT, 'tools/stack/seed/auth_export/accounts.json'), 'utf8')) as {
      users: { localId: string; customAttributes?: string }[];
    };
    const admin = users.find((user) => user.localId === 'erika-mustermann');
    expect(JSON.parse(admin?.customAttributes ?? '{}')).toEqual({ role: 'SUPER_ADMIN' });
  });
});
