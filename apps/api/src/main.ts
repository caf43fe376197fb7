import { randomUUID } from 'node:crypto';
import { buildApp } from './app';
import { FirebaseAccountAdmin, withTimeouts } from './auth/accounts';
import { CachingTokenVerifier } from './auth/caching-token-verifier';
import { firebaseAuth } from './auth/firebase';
import { FirebaseTokenVerifier } from './auth/token-verifier';
import { loadConfig, type ApiConfig } from './config';
import { openDatabase } from './db/open';
import { seedDemoData } from './db/seed';
import { lazyGazetteerGeocoder } from './geocoding/gazetteer';
import { CachingGeocoder, type Geocoder } from './geocoding/geocoder';
import { NominatimGeocoder } from './geocoding/nominatim';
import { EmbeddedAssetSync } from './sync/asset-sync';

function geocoderFor(config: ApiConfig): Geocoder {
  return config.geocoder.kind === 'nominatim'
    ? // Nominatim's usage policy: one request per second, answers cached.
      new CachingGeocoder(new NominatimGeocoder(config.geocoder.url, config.geocoder.userAgent, 5_000, 1_000))
    : lazyGazetteerGeocoder(config.geocoder.cacheFile);
}

async function main() {
  const config = loadConfig();
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  if (config.seed && (await seedDemoData(db))) console.log('Demo data seeded.');

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
    // PGlite's data folder belongs to this process alone, so it sees every write; a shared PostgreSQL may not.
    cacheLists: config.databaseUrl === null,
    prefixes: config.prefixes,
    corsOrigins: config.corsOrigins,
    bodyLimit: config.bodyLimit,
    logger: { level: process.env.LOG_LEVEL ?? 'warn' },
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    console.log(`${signal}: closing the API …`);
    // Let in-flight requests finish, then close the database so PGlite flushes its files.
    await app.close();
    await db.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  console.log(`API ready on http://localhost:${port}`);
}

main().catch((error: unknown) => {
  console.error('API failed to start:', error);
  process.exit(1);
});
