// Firebase Hosting configuration of the built admin app, derived from ONE environment's
// config.json: the Content-Security-Policy names exactly the hosts that environment's app talks to,
// so nobody writes a CSP by hand. Used by write-hosting-config.mjs (deploys) and, through that
// script, by the local stack's `--preview` (tools/stack), so both serve the same headers.
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';

/** Raised for a config.json or build that must not be deployed; the message says what to fix. */
export class HostingConfigError extends Error {
  /** @param {string} message */
  constructor(message) {
    super(message);
    this.name = 'HostingConfigError';
  }
}

/** The services of config.json's `services` block (SPEC §7), as the client reads them. */
export const SERVICE_NAMES = /** @type {const} */ (['user', 'base', 'mission']);
/** What the Firebase JS SDK calls in production: sign-in and account calls, token refresh. */
export const FIREBASE_AUTH_ORIGINS = ['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com'];
/** Firebase Storage's REST API and its download URLs (blueprint icons). */
export const FIREBASE_STORAGE_ORIGIN = 'https://firebasestorage.googleapis.com';

/** Vite names every file under /assets/ `<name>-<8-character hash>.<ext>`: safe to cache for a year. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else (index.html, the SPA routes, /config.json, /locales/**) is revalidated on every use. */
export const NO_CACHE = 'no-cache';
const HASHED_ASSET = /-[A-Za-z0-9_-]{8}\.[A-Za-z0-9]+$/;

/** Features the app's own page uses and no frame may: the inspection round's „In meiner Nähe“ asks for the device's position. */
export const SELF_FEATURES = ['geolocation'];

/**
 * Browser features the app never uses, denied for the page and every frame. Only features
 * Chromium knows (an unknown one is a console error on every page load).
 */
export const DENIED_FEATURES = [
  'accelerometer',
  'autoplay',
  'camera',
  'display-capture',
  'encrypted-media',
  'gyroscope',
  'hid',
  'idle-detection',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'picture-in-picture',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
];

/**
 * @typedef {{
 *   services: string[],
 *   auth: string[],
 *   storage: string[],
 *   tiles: string[],
 *   warnings: string[],
 * }} CspSources
 *   services: the service bases (origin + path, each ending in "/"); auth/storage: where the
 *   Firebase SDK goes (production endpoints or the emulators); tiles: map tile hosts.
 */

/**
 * Reads from a parsed config.json what the CSP must allow. Follows the client's rules
 * (libs/shared/data-access config.ts): a missing or invalid service base only disables that
 * service (a warning here), a broken firebase block makes the app unusable (an error here).
 * @param {unknown} json
 * @param {{ local?: boolean }} [options] local: the local stack's config — emulators and http:// allowed
 * @returns {CspSources}
 */
export function cspSources(json, { local = false } = {}) {
  if (!isObject(json)) throw new HostingConfigError('config.json must contain a JSON object.');
  /** @type {string[]} */
  const warnings = [];

  // First, because it explains the http:// addresses that usually come with it.
  if (json['emulators'] !== undefined && !local) {
    throw new HostingConfigError(
      'config.json has an "emulators" block: that belongs to the local stack only. Remove it from this environment\'s config.json (off localhost the app ignores it and talks to the production Firebase).',
    );
  }
  const firebase = json['firebase'];
  if (!isObject(firebase)) throw new HostingConfigError('config.json: the "firebase" block (the Firebase web config) is missing.');
  for (const key of ['apiKey', 'authDomain', 'projectId', 'storageBucket']) {
    if (typeof firebase[key] !== 'string' || firebase[key].trim() === '') {
      throw new HostingConfigError(`config.json: firebase.${key} is missing (copy it from the Firebase console's web app settings).`);
    }
  }

  const rawServices = isObject(json['services']) ? json['services'] : {};
  /** @type {string[]} */
  const services = [];
  for (const name of SERVICE_NAMES) {
    const value = rawServices[name];
    const base = typeof value === 'string' ? serviceBaseSource(value) : undefined;
    if (base === undefined) {
      warnings.push(`services.${name} is missing or not an absolute http(s) URL: the app skips its calls, and the CSP does not allow it.`);
      continue;
    }
    if (base.startsWith('http:') && !local) {
      throw new HostingConfigError(`config.json: services.${name} (${value}) is http://; a page served over HTTPS may not call it. Use https://.`);
    }
    services.push(base);
  }

  /** @type {string[]} */
  let auth = FIREBASE_AUTH_ORIGINS;
  /** @type {string[]} */
  let storage = [FIREBASE_STORAGE_ORIGIN];
  const emulators = json['emulators'];
  if (emulators !== undefined) {
    if (!isObject(emulators)) throw new HostingConfigError('config.json: "emulators" must be an object.');
    if (emulators['auth'] !== undefined) auth = [emulatorAuthOrigin(emulators['auth'])];
    if (emulators['storage'] !== undefined) storage = [emulatorStorageOrigin(emulators['storage'])];
  }

  /** @type {string[]} */
  const tiles = [];
  const map = json['map'];
  if (map !== undefined) {
    if (!isObject(map) || typeof map['tileUrl'] !== 'string') {
      throw new HostingConfigError('config.json: "map" must be an object with "tileUrl" (a tile URL template such as https://{s}.tile.example.org/{z}/{x}/{y}.png).');
    }
    tiles.push(tileHostSource(map['tileUrl'], local));
  }

  return { services: unique(services), auth, storage, tiles, warnings };
}

/**
 * The Content-Security-Policy for one environment. No 'unsafe-inline' and no 'unsafe-eval':
 * the built index.html has no inline script or style (checkBuild), Vite's module-preload polyfill
 * is part of the entry chunk, and React sets `style` props through the CSSOM
 * (element.style), which CSP does not govern — only style attributes in markup and <style>
 * elements, which the app does not create (see tools/hosting/README.md).
 * @param {CspSources} sources
 */
export function contentSecurityPolicy(sources) {
  /** @type {Array<[string, string[]]>} */
  const directives = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'"]],
    ['style-src', ["'self'"]],
    ['img-src', ["'self'", 'data:', 'blob:', ...sources.storage, ...sources.tiles]],
    ['font-src', ["'self'"]],
    ['connect-src', ["'self'", ...sources.services, ...sources.auth, ...sources.storage]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, values]) => `${name} ${unique(values).join(' ')}`).join('; ');
}

/**
 * The headers every answer carries (pages, assets, config, 404s).
 * @param {string} csp
 * @returns {Array<{ key: string, value: string }>}
 */
export function securityHeaders(csp) {
  return [
    { key: 'Content-Security-Policy', value: csp },
    { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    // Tile servers (OpenStreetMap's policy) want to see which site loads their tiles: the origin
    // is sent cross-origin, never the path or query.
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'Permissions-Policy', value: [...SELF_FEATURES.map((feature) => `${feature}=(self)`), ...DENIED_FEATURES.map((feature) => `${feature}=()`)].join(', ') },
    { key: 'X-Frame-Options', value: 'DENY' },
    // The app opens no popups (sign-in is email and password), so it needs no opener.
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
  ];
}

/**
 * An RE2 (and JavaScript) regular expression matching every URL path that does NOT start with
 * "/<prefix>" for any of the prefixes. RE2 — what Firebase Hosting uses — has no lookahead, so the
 * complement is spelled out character by character: "/", "/x…", "/a", "/ax…", … "/assets", "/assetsx…".
 * @param {string[]} prefixes lower-case letters, digits and "/" only
 */
export function notUnderRegex(prefixes) {
  /** @typedef {{ end: boolean, next: Map<string, TrieNode> }} TrieNode */
  /** @type {TrieNode} */
  const root = { end: false, next: new Map() };
  for (const prefix of prefixes) {
    if (!/^[a-z0-9/]+$/.test(prefix)) throw new Error(`notUnderRegex: unsupported prefix "${prefix}"`);
    let node = root;
    for (const char of prefix) {
      if (!node.next.has(char)) node.next.set(char, { end: false, next: new Map() });
      node = /** @type {TrieNode} */ (node.next.get(char));
    }
    node.end = true;
  }
  /** @param {TrieNode} node @returns {string | null} null: every continuation is under a prefix */
  const rest = (node) => {
    if (node.end) return null;
    const alternatives = ['$', `[^${[...node.next.keys()].join('')}]`];
    for (const [char, child] of node.next) {
      const tail = rest(child);
      if (tail !== null) alternatives.push(`${char}${tail}`);
    }
    return `(?:${alternatives.join('|')})`;
  };
  const pattern = rest(root);
  if (pattern === null) throw new Error('notUnderRegex: the prefixes cover every path');
  return `^/${pattern}`;
}

/**
 * The `hosting` block of firebase.json for the app in `public/` beside it.
 * Header rules never overlap on a key: Firebase Hosting does not document which of two matching
 * rules wins (https://github.com/firebase/firebase-tools/issues/9467), so each answer gets exactly
 * one Cache-Control.
 * @param {{ csp: string, site?: string }} options
 */
export function hostingConfig({ csp, site }) {
  return {
    ...(site ? { site } : {}),
    public: 'public',
    ignore: ['firebase.json', '**/.*', '**/node_modules/**'],
    // The SPA: every route answers index.html — except under /assets/ and /locales/, where a file
    // that does not exist must be a 404 (a chunk from an older release, a missing namespace),
    // never an HTML page with status 200.
    rewrites: [{ regex: notUnderRegex(['assets/', 'locales/']), destination: '/index.html' }],
    headers: [
      { regex: '^/', headers: securityHeaders(csp) },
      { regex: '^/assets/', headers: [{ key: 'Cache-Control', value: IMMUTABLE }] },
      { regex: notUnderRegex(['assets/']), headers: [{ key: 'Cache-Control', value: NO_CACHE }] },
    ],
  };
}

/**
 * Problems that make a build unfit to serve under the CSP and caching rules above.
 * @param {string} buildDir the Vite output (dist/apps/admin-shell)
 * @returns {string[]} one sentence per problem; empty when fine
 */
export function checkBuild(buildDir) {
  const indexFile = join(buildDir, 'index.html');
  if (!existsSync(indexFile)) return [`${indexFile} does not exist: build the app first (npx nx build admin-shell).`];
  /** @type {string[]} */
  const problems = [];
  const html = readFileSync(indexFile, 'utf8');
  for (const match of html.matchAll(/<script\b([^>]*)>/gi)) {
    if (!/\bsrc\s*=/i.test(match[1])) problems.push('index.html has an inline <script>; script-src allows only files (no \'unsafe-inline\').');
  }
  if (/<style\b/i.test(html)) problems.push('index.html has an inline <style>; style-src allows only files.');
  if (/<[^>]+\sstyle\s*=/i.test(html)) problems.push('index.html has a style attribute; style-src allows only files.');
  if (/<[^>]+\son[a-z]+\s*=/i.test(html)) problems.push('index.html has an inline event handler (on…=); script-src allows only files.');
  if (existsSync(join(buildDir, 'config.json'))) {
    problems.push('The build contains config.json: the build must be the same for every environment (config.json comes from write-hosting-config.mjs --config).');
  }
  const assetsDir = join(buildDir, 'assets');
  if (existsSync(assetsDir)) {
    for (const file of listFiles(assetsDir)) {
      if (!HASHED_ASSET.test(file)) {
        problems.push(`assets/${relative(assetsDir, file).split(sep).join('/')} has no content hash in its name, but /assets/ is cached for a year.`);
      }
    }
  }
  return problems;
}

/**
 * Writes a deployable Firebase Hosting site for one environment:
 *   <outDir>/firebase.json  — the hosting block (CSP from this config.json)
 *   <outDir>/public/        — the build, plus this environment's config.json
 * `firebase deploy --only hosting --config <outDir>/firebase.json` deploys it; the Hosting emulator
 * serves it with the same headers.
 * @param {{ appConfigFile: string, buildDir: string, outDir: string, local?: boolean, site?: string }} options
 * @returns {{ csp: string, warnings: string[], firebaseJson: string, publicDir: string }}
 */
export function writeHostingSite({ appConfigFile, buildDir, outDir, local = false, site }) {
  const build = resolve(buildDir);
  const out = resolve(outDir);
  if (out === build || isInside(out, build) || isInside(build, out)) {
    throw new HostingConfigError(`The output folder (${out}) must be outside the build (${build}) and not contain it.`);
  }
  if (!existsSync(appConfigFile)) throw new HostingConfigError(`${appConfigFile} does not exist.`);
  const configText = readFileSync(appConfigFile, 'utf8');
  let json;
  try {
    json = JSON.parse(configText);
  } catch (error) {
    throw new HostingConfigError(`${appConfigFile} is not valid JSON (${error instanceof Error ? error.message : String(error)}).`);
  }
  const sources = cspSources(json, { local });
  const problems = checkBuild(build);
  if (problems.length > 0) throw new HostingConfigError(`${build} cannot be served as it is:\n- ${problems.join('\n- ')}`);

  const csp = contentSecurityPolicy(sources);
  const publicDir = join(out, 'public');
  rmSync(publicDir, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  // Vite's manifest (.vite/) is for tools, not for browsers.
  cpSync(build, publicDir, { recursive: true, filter: (source) => !source.slice(build.length).split(sep).some((part) => part.startsWith('.')) });
  writeFileSync(join(publicDir, 'config.json'), configText);
  const firebaseJson = join(out, 'firebase.json');
  writeFileSync(firebaseJson, `${JSON.stringify({ hosting: hostingConfig({ csp, site }) }, null, 2)}\n`);
  return { csp, warnings: sources.warnings, firebaseJson, publicDir };
}

// --- helpers ------------------------------------------------------------------------------------

/** @param {unknown} value @returns {value is Record<string, any>} */
function isObject(value) {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** @param {string[]} values */
function unique(values) {
  return [...new Set(values)];
}

/** @param {string} child @param {string} parent */
function isInside(child, parent) {
  const rel = relative(parent, child);
  return rel !== '' && !rel.startsWith('..') && !rel.startsWith(sep) && !/^[A-Za-z]:/.test(rel);
}

/** @param {string} dir @returns {string[]} */
function listFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? listFiles(path) : [path];
  });
}

/**
 * A service base as a CSP source: origin plus path, ending in "/" (the client adds it too), so it
 * matches exactly the calls under that base. Same acceptance as the client: an absolute http(s) URL.
 * @param {string} value
 * @returns {string | undefined}
 */
function serviceBaseSource(value) {
  const trimmed = value.trim();
  if (!/^https?:\/\//i.test(trimmed)) return undefined;
  let url;
  try {
    url = new URL(trimmed);
  } catch {
    return undefined;
  }
  // ";" and "," separate directives and policies in a CSP header; CSP percent-decodes paths
  // before matching, so the encoded form still matches.
  const path = url.pathname.replace(/;/g, '%3B').replace(/,/g, '%2C');
  return `${url.protocol}//${url.host}${path.endsWith('/') ? path : `${path}/`}`;
}

/** @param {unknown} value */
function emulatorAuthOrigin(value) {
  const url = typeof value === 'string' && /^https?:\/\//i.test(value.trim()) ? safeUrl(value.trim()) : undefined;
  if (!url) throw new HostingConfigError('config.json: emulators.auth must be an http(s) URL such as http://127.0.0.1:9099.');
  return url.origin;
}

/** @param {unknown} value */
function emulatorStorageOrigin(value) {
  const host = isObject(value) ? value['host'] : undefined;
  const port = isObject(value) ? value['port'] : undefined;
  if (typeof host !== 'string' || !/^[A-Za-z0-9.:[\]-]+$/.test(host) || !Number.isInteger(port) || port < 1 || port > 65535) {
    throw new HostingConfigError('config.json: emulators.storage must be { "host": "127.0.0.1", "port": 9199 }.');
  }
  const bracketed = host.includes(':') && !host.startsWith('[') ? `[${host}]` : host;
  return `http://${bracketed}:${port}`;
}

/**
 * The host(s) a tile URL template loads from, as a CSP source. A placeholder may stand for the
 * whole first label of the host ({s}.tile.example.org → *.tile.example.org); anywhere else in the
 * host it cannot be expressed in a CSP.
 * @param {string} template
 * @param {boolean} local
 */
function tileHostSource(template, local) {
  const match = /^(https?):\/\/([^/?#]+)/i.exec(template.trim());
  if (!match) throw new HostingConfigError(`config.json: map.tileUrl (${template}) must start with https://.`);
  const [, scheme, authority] = match;
  if (scheme.toLowerCase() === 'http' && !local) {
    throw new HostingConfigError(`config.json: map.tileUrl (${template}) is http://; a page served over HTTPS may not load its tiles. Use https://.`);
  }
  const placeholder = /^\{[^{}]*\}\./.exec(authority);
  const host = placeholder ? authority.slice(placeholder[0].length) : authority;
  if (/[{}@*]/.test(host)) {
    throw new HostingConfigError(`config.json: map.tileUrl (${template}) has a placeholder inside its host; only the first label may be one ({s}.tile.example.org).`);
  }
  const url = safeUrl(`${scheme}://${host}/`);
  if (!url) throw new HostingConfigError(`config.json: map.tileUrl (${template}) has no valid host.`);
  return `${url.protocol}//${placeholder ? '*.' : ''}${url.host}`;
}

/** @param {string} value */
function safeUrl(value) {
  try {
    return new URL(value);
  } catch {
    return undefined;
  }
}
