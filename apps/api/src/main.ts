import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { FirebaseAccountAdmin, withTimeouts } from './auth/accounts';
import { CachingTokenVerifier } from './auth/caching-token-verifier';
import { firebaseAuth } from './auth/firebase';
import { FirebaseTokenVerifier } from './auth/token-verifier';
import { ConfigError, loadConfig, type ApiConfig } from './config';
import { openDatabase } from './db/open';
import { seedDemoData } from './db/seed';
import { lazyGazetteerGeocoder } from './geocoding/gazetteer';
import { CachingGeocoder, type Geocoder } from './geocoding/geocoder';
import { NominatimGeocoder } from './geocoding/nominatim';
import { safeError } from './http/logging';
import { MailboxFileMailer, NO_MAILER, SmtpMailer, type Mailer } from './mail/mailer';
import { EmbeddedAssetSync } from './sync/asset-sync';

/** How long a shutdown may take (requests finish within their own 30 s) before the process gives up waiting. */
const SHUTDOWN_DEADLINE_MS = 40_000;

/**
 * The stream relay's entry (live/relay/relay-main.ts): beside this file from source (run by tsx,
 * whose loader the relay inherits), `live-relay.js` beside the production bundle's main.js.
 */
const RELAY_SCRIPT = fileURLToPath(new URL(import.meta.url.endsWith('.ts') ? './live/relay/relay-main.ts' : './live-relay.js', import.meta.url));

type Log = (level: 'info' | 'warn' | 'error', message: string, fields?: Record<string, unknown>) => void;

/** Until the app's pino logger exists: the same JSON line format (level numbers as pino's). */
const startupLog: Log = (level, message, fields) => {
  const line = { level: { info: 30, warn: 40, error: 50 }[level], time: Date.now(), pid: process.pid, hostname: hostname(), ...fields, msg: message };
  (level === 'info' ? process.stdout : process.stderr).write(`${JSON.stringify(line)}\n`);
};

function geocoderFor(config: ApiConfig): Geocoder {
  return config.geocoder.kind === 'nominatim'
    ? // Nominatim's usage policy: one request per second, answers cached.
      new CachingGeocoder(new NominatimGeocoder(config.geocoder.url, config.geocoder.userAgent, 5_000, 1_000))
    : lazyGazetteerGeocoder(config.geocoder.cacheFile);
}

function mailerFor(config: ApiConfig): Mailer {
  if (config.mail.kind === 'smtp') return new SmtpMailer(config.mail.url, config.mail.from);
  if (config.mail.kind === 'mailbox') return new MailboxFileMailer(config.mail.file);
  return NO_MAILER;
}

async function main() {
  const config = loadConfig();
  let log: Log = startupLog;
  const db = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    postgres: { poolSize: config.databasePoolSize, log: (message, fields) => log('warn', message, fields) },
  });
  if (config.seed && (await seedDemoData(db))) log('info', 'demo data seeded (SEED=on)');

  const auth = firebaseAuth(config.projectId);
  const now = () => new Date();
  const app = await buildApp({
    services: {
      db,
      // firebase-admin alone waits up to 25 s per try, with retries: these calls give up after 5 s.
      accounts: withTimeouts(new FirebaseAccountAdmin(auth), 5_000),
      geocoder: geocoderFor(config),
      assetSync: new EmbeddedAssetSync(db, now),
      now,
      newUid: randomUUID,
    },
    tokens: new CachingTokenVerifier(new FirebaseTokenVerifier(auth, 5_000), config.tokenCacheMs),
    // Account changes a crash or an unreachable Auth service left behind: at start, then every minute.
    accountSyncIntervalMs: 60_000,
    // Checked against the list marks on every read, so correct with any number of instances.
    cacheLists: true,
    // A caller's record is remembered only where this process sees every write (its own PGlite
    // folder). On a shared PostgreSQL it is read per request (one primary-key lookup): a change
    // through another instance holds at once, not only once its notification has arrived.
    callerCacheMs: config.databaseUrl ? 0 : 30_000,
    prefixes: config.prefixes,
    corsOrigins: config.corsOrigins,
    appUrl: config.appUrl,
    mailer: mailerFor(config),
    bodyLimit: config.bodyLimit,
    trustProxyHops: config.trustProxyHops,
    logger: { level: config.logLevel },
    profile: config.profile,
    // The relay runs with the API's Node options (tsx's loader from source), except a debugger's: its port is the API's.
    live: config.liveRelay ? { relay: { script: RELAY_SCRIPT, execArgv: process.execArgv.filter((option) => !option.startsWith('--inspect')) } } : {},
  });
  log = (level, message, fields) => app.log[level](fields ?? {}, message);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    // The listener closes at once (a load balancer sees the port go away); requests under way
    // finish and are answered; then the timers stop and the database closes (PGlite flushes).
    log('info', 'shutting down: finishing the requests under way', { signal });
    const deadline = setTimeout(() => {
      log('error', 'shutdown did not finish in time; exiting', { deadlineMs: SHUTDOWN_DEADLINE_MS });
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS).unref();
    let code = 0;
    try {
      await app.close();
      await db.close();
      log('info', 'stopped');
    } catch (error) {
      log('error', 'shutdown failed', { err: safeError(error) });
      code = 1;
    }
    clearTimeout(deadline);
    process.exit(code);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  log('info', `API ready on http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${port}`, {
    port,
    database: config.databaseUrl ? 'postgresql' : 'pglite',
    authEmulator: config.authEmulatorHost !== null,
    profile: config.profile,
  });
}

main().catch((error: unknown) => {
  startupLog('error', error instanceof ConfigError ? `API configuration refused: ${error.message}` : 'API failed to start', error instanceof ConfigError ? undefined : { err: safeError(error) });
  process.exit(1);
});
