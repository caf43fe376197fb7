import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  HostingConfigError,
  IMMUTABLE,
  NO_CACHE,
  checkBuild,
  contentSecurityPolicy,
  cspSources,
  hostingConfig,
  notUnderRegex,
  writeHostingSite,
} from '../hosting-config.mjs';

const HOSTING_DIR = join(import.meta.dirname, '..');
const REPO_ROOT = join(HOSTING_DIR, '../..');

const firebase = {
  apiKey: 'AIzaSyExample',
  authDomain: 'rescue-prod.firebaseapp.com',
  projectId: 'rescue-prod',
  storageBucket: 'rescue-prod.firebasestorage.app',
  appId: '1:123:web:abc',
};
const production = {
  services: {
    user: 'https://api.example.org/user/',
    base: 'https://api.example.org/api',
    mission: 'https://missions.example.org/mission/',
  },
  firebase,
};
const local = {
  services: { user: 'http://localhost:3333/user/', base: 'http://localhost:3333/api/', mission: 'http://localhost:3333/mission/' },
  firebase,
  emulators: { auth: 'http://127.0.0.1:9099', storage: { host: '127.0.0.1', port: 9199 } },
};

/** The directives of a policy, by name. */
function directives(csp: string): Map<string, string[]> {
  return new Map(csp.split('; ').map((part) => part.split(' ')).map(([name, ...values]) => [name, values]));
}

describe('contentSecurityPolicy', () => {
  it('given a production config, should allow exactly its services and the production Firebase endpoints', () => {
    expect(contentSecurityPolicy(cspSources(production))).toBe(
      "default-src 'self'; script-src 'self'; style-src 'self'; " +
        "img-src 'self' data: blob: https://firebasestorage.googleapis.com; font-src 'self'; " +
        "connect-src 'self' https://api.example.org/user/ https://api.example.org/api/ https://missions.example.org/mission/ " +
        'https://identitytoolkit.googleapis.com https://securetoken.googleapis.com https://firebasestorage.googleapis.com; ' +
        "object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'",
    );
  });

  it("given the local stack's config, should allow the emulators instead of the production endpoints", () => {
    const csp = directives(contentSecurityPolicy(cspSources(local, { local: true })));
    expect(csp.get('connect-src')).toEqual([
      "'self'",
      'http://localhost:3333/user/',
      'http://localhost:3333/api/',
      'http://localhost:3333/mission/',
      'http://127.0.0.1:9099',
      'http://127.0.0.1:9199',
    ]);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'http://127.0.0.1:9199']);
  });

  it('given services on one host, should list that host once per base, not once per duplicate', () => {
    const config = { ...production, services: { user: 'https://api.example.org/', base: 'https://api.example.org', mission: 'https://api.example.org/' } };
    expect(directives(contentSecurityPolicy(cspSources(config))).get('connect-src')?.filter((source) => source.includes('api.example.org'))).toEqual([
      'https://api.example.org/',
    ]);
  });

  it('should never allow inline code, eval, plugins or framing', () => {
    const csp = contentSecurityPolicy(cspSources({ ...production, map: { tileUrl: 'https://{s}.tile.example.org/{z}/{x}/{y}.png' } }));
    expect(csp).not.toMatch(/unsafe-|\*(?!\.tile\.example\.org)/);
    expect(directives(csp).get('object-src')).toEqual(["'none'"]);
    expect(directives(csp).get('frame-ancestors')).toEqual(["'none'"]);
  });
});

describe('contentSecurityPolicy and the service worker', () => {
  it("should allow the service worker and the web manifest from the site itself only, through 'self' without directives of their own", () => {
    const csp = directives(contentSecurityPolicy(cspSources(production)));
    // worker-src falls back to child-src, then script-src; manifest-src to default-src.
    expect(csp.has('worker-src') || csp.has('child-src') || csp.has('manifest-src')).toBe(false);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('default-src')).toEqual(["'self'"]);
  });
});

describe('cspSources', () => {
  it('given an emulators block in a config for deployment, should refuse it', () => {
    expect(() => cspSources(local)).toThrow(/"emulators" block: that belongs to the local stack only/);
  });

  it('given an http:// service base in a config for deployment, should refuse it', () => {
    const config = { ...production, services: { ...production.services, base: 'http://api.example.org/api/' } };
    expect(() => cspSources(config)).toThrow('services.base (http://api.example.org/api/) is http://');
  });

  it('given a missing or invalid service base, should warn and leave it out, as the client skips its calls', () => {
    const sources = cspSources({ ...production, services: { user: 'https://api.example.org/user/', base: 'api.example.org/api/' } });
    expect(sources.services).toEqual(['https://api.example.org/user/']);
    expect(sources.warnings).toEqual([
      'services.base is missing or not an absolute http(s) URL: the app skips its calls, and the CSP does not allow it.',
      'services.mission is missing or not an absolute http(s) URL: the app skips its calls, and the CSP does not allow it.',
    ]);
  });

  it('given a base whose path holds ";" or ",", should encode them so that they cannot end the directive', () => {
    const sources = cspSources({ ...production, services: { ...production.services, user: "https://api.example.org/a;script-src 'unsafe-eval',b/" } });
    expect(sources.services[0]).toBe("https://api.example.org/a%3Bscript-src%20'unsafe-eval'%2Cb/");
  });

  it('given no firebase block or a part of it missing, should refuse', () => {
    expect(() => cspSources({ services: production.services })).toThrow('the "firebase" block');
    expect(() => cspSources({ ...production, firebase: { ...firebase, storageBucket: ' ' } })).toThrow('firebase.storageBucket is missing');
    expect(() => cspSources([])).toThrow(HostingConfigError);
  });

  it.each([
    ['https://tile.openstreetmap.org/{z}/{x}/{y}.png', 'https://tile.openstreetmap.org'],
    ['https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png', 'https://*.tile.openstreetmap.org'],
    ['https://{a-c}.tiles.example.org:8443/{z}/{x}/{y}.png?key=abc', 'https://*.tiles.example.org:8443'],
  ])('given the map tile template %s, should allow images from %s', (tileUrl, source) => {
    const csp = directives(contentSecurityPolicy(cspSources({ ...production, map: { tileUrl, attribution: '© OpenStreetMap' } })));
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'https://firebasestorage.googleapis.com', source]);
    expect(csp.get('connect-src')).not.toContain(source);
  });

  it.each([
    ['https://tile.{s}.example.org/{z}/{x}/{y}.png', 'placeholder inside its host'],
    ['http://tile.example.org/{z}/{x}/{y}.png', 'is http://'],
    ['tile.example.org/{z}/{x}/{y}.png', 'must start with https://'],
  ])('given the map tile template %s, should refuse it (%s)', (tileUrl, message) => {
    expect(() => cspSources({ ...production, map: { tileUrl } })).toThrow(message);
  });

  it('given a map block without a tile template, should refuse it', () => {
    expect(() => cspSources({ ...production, map: { attribution: 'x' } })).toThrow('"map" must be an object with "tileUrl"');
  });

  it('should accept the example config of the README', () => {
    const example = JSON.parse(readFileSync(join(REPO_ROOT, 'apps/admin-shell/config.example.json'), 'utf8'));
    const sources = cspSources(example);
    expect(sources.warnings).toEqual([]);
    expect(sources.tiles).toEqual(['https://tile.openstreetmap.org']);
  });
});

describe('notUnderRegex', () => {
  const paths = ['/', '/index.html', '/hydrant', '/a', '/as', '/assets', '/assetsx', '/asset/x', '/assets/', '/assets/index-AAAAAAAA.js', '/l', '/locales', '/locales/de/common.json', '/localesx/y', '/config.json'];

  it('should match exactly the paths that are not under a prefix (checked against startsWith)', () => {
    const regex = new RegExp(notUnderRegex(['assets/', 'locales/']), 'u');
    for (const path of paths) {
      expect(regex.test(path), path).toBe(!path.startsWith('/assets/') && !path.startsWith('/locales/'));
    }
  });

  it('should use no lookahead, which RE2 (Firebase Hosting) does not have', () => {
    expect(notUnderRegex(['assets/', 'locales/'])).not.toMatch(/\(\?[=!<]/);
  });
});

describe('hostingConfig', () => {
  const config = hostingConfig({ csp: "default-src 'self'" });
  const matching = (path: string) => config.headers.filter((rule) => new RegExp(rule.regex, 'u').test(path));

  it.each([
    ['/', NO_CACHE],
    ['/index.html', NO_CACHE],
    ['/hydrant/create', NO_CACHE],
    ['/config.json', NO_CACHE],
    ['/locales/de/common.json', NO_CACHE],
    ['/favicon.svg', NO_CACHE],
    // The service worker script and the manifest: a new deployment is noticed at the next check.
    ['/sw.js', NO_CACHE],
    ['/manifest.webmanifest', NO_CACHE],
    ['/icons/icon-512.png', NO_CACHE],
    ['/assets/index-B06kxZYG.js', IMMUTABLE],
    ['/assets/signed-in-app-Ub52GJkv.css', IMMUTABLE],
  ])('%s should get the security headers and exactly one Cache-Control: %s', (path, cacheControl) => {
    const headers = matching(path).flatMap((rule) => rule.headers);
    expect(headers.filter((header) => header.key === 'Cache-Control')).toEqual([{ key: 'Cache-Control', value: cacheControl }]);
    expect(headers.map((header) => header.key)).toEqual(
      expect.arrayContaining(['Content-Security-Policy', 'Strict-Transport-Security', 'X-Content-Type-Options', 'Referrer-Policy', 'Permissions-Policy', 'X-Frame-Options']),
    );
  });

  it('should let the page itself, and no frame, ask for the position (the inspection round), and deny camera and microphone', () => {
    const policy = matching('/hydrant/runde')
      .flatMap((rule) => rule.headers)
      .find((header) => header.key === 'Permissions-Policy')?.value.split(', ');
    expect(policy).toEqual(expect.arrayContaining(['geolocation=(self)', 'camera=()', 'microphone=()']));
    expect(policy).not.toContain('geolocation=()');
  });

  it('should rewrite app routes to index.html, but not missing files under /assets/ or /locales/', () => {
    const [rewrite] = config.rewrites;
    expect(rewrite.destination).toBe('/index.html');
    const regex = new RegExp(rewrite.regex, 'u');
    expect(['/', '/hydrant/edit', '/vehicle/blueprint/form'].every((path) => regex.test(path))).toBe(true);
    expect(['/assets/gone-AAAAAAAA.js', '/locales/de/gone.json'].some((path) => regex.test(path))).toBe(false);
  });

  it('should name a hosting site only when asked', () => {
    expect(config).not.toHaveProperty('site');
    expect(hostingConfig({ csp: '', site: 'rescue-admin-staging' }).site).toBe('rescue-admin-staging');
  });
});

describe('checkBuild and writeHostingSite', () => {
  let dir: string;
  let build: string;
  const write = (path: string, content: string) => {
    mkdirSync(dirname(join(build, path)), { recursive: true });
    writeFileSync(join(build, path), content);
  };

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'hosting-test-'));
    build = join(dir, 'build');
    write('index.html', '<!doctype html><html><head><script type="module" crossorigin src="/assets/index-B06kxZYG.js"></script></head><body><div id="root"></div></body></html>');
    write('assets/index-B06kxZYG.js', 'console.log(1)');
    write('locales/de/common.json', '{}');
    write('.vite/manifest.json', '{}');
    writeFileSync(join(dir, 'config.json'), JSON.stringify(production));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('given a clean build, should find nothing', () => {
    expect(checkBuild(build)).toEqual([]);
  });

  it('given an inline script, a style element, a style attribute and an unhashed asset, should name each', () => {
    write('index.html', '<html><head><script>window.x=1</script><style>p{}</style></head><body style="margin:0" onload="go()"></body></html>');
    write('assets/logo.png', 'png');
    expect(checkBuild(build)).toEqual([
      "index.html has an inline <script>; script-src allows only files (no 'unsafe-inline').",
      'index.html has an inline <style>; style-src allows only files.',
      'index.html has a style attribute; style-src allows only files.',
      'index.html has an inline event handler (on…=); script-src allows only files.',
      'assets/logo.png has no content hash in its name, but /assets/ is cached for a year.',
    ]);
  });

  it('given a build that contains a config.json, should refuse to serve it', () => {
    write('config.json', JSON.stringify(local));
    expect(() => writeHostingSite({ appConfigFile: join(dir, 'config.json'), buildDir: build, outDir: join(dir, 'site') })).toThrow(
      'The build contains config.json',
    );
  });

  it("should write the build with this environment's config.json and a firebase.json beside it", () => {
    const result = writeHostingSite({ appConfigFile: join(dir, 'config.json'), buildDir: build, outDir: join(dir, 'site') });

    expect(readFileSync(join(dir, 'site/public/config.json'), 'utf8')).toBe(JSON.stringify(production));
    expect(existsSync(join(dir, 'site/public/assets/index-B06kxZYG.js'))).toBe(true);
    expect(existsSync(join(dir, 'site/public/.vite'))).toBe(false);
    const firebaseJson = JSON.parse(readFileSync(join(dir, 'site/firebase.json'), 'utf8'));
    expect(firebaseJson.hosting.public).toBe('public');
    expect(firebaseJson.hosting.headers[0].headers[0]).toEqual({ key: 'Content-Security-Policy', value: result.csp });
    // The build itself stays environment-free.
    expect(existsSync(join(build, 'config.json'))).toBe(false);
  });

  it('given an output folder inside the build, should refuse', () => {
    expect(() => writeHostingSite({ appConfigFile: join(dir, 'config.json'), buildDir: build, outDir: join(build, 'site') })).toThrow('must be outside the build');
  });

  it('as a command: given a config with emulators, should exit 1 with the reason and write nothing', () => {
    writeFileSync(join(dir, 'config.json'), JSON.stringify(local));
    const run = spawnSync(process.execPath, [join(HOSTING_DIR, 'write-hosting-config.mjs'), '--config', join(dir, 'config.json'), '--out', join(dir, 'site'), '--build', build], {
      encoding: 'utf8',
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('"emulators" block');
    expect(existsSync(join(dir, 'site'))).toBe(false);
  });

  it('as a command: given a production config, should print the CSP and the deploy command', () => {
    const run = spawnSync(process.execPath, [join(HOSTING_DIR, 'write-hosting-config.mjs'), '--config', join(dir, 'config.json'), '--out', join(dir, 'site'), '--build', build], {
      encoding: 'utf8',
    });
    expect(run.status).toBe(0);
    expect(run.stdout).toContain("Content-Security-Policy: default-src 'self';");
    expect(run.stdout).toContain(`npx firebase deploy --only hosting --project <project id> --config ${join(dir, 'site/firebase.json')}`);
  });
});
