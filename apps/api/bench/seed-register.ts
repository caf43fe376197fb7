/**
 * Seeds an embedded database folder for the browser benchmarks (`bench:table --inspections=K`)
 * before the stack's API opens it: the demo data, HYDRANTS hydrants named as bench-browser.mjs's
 * seeding names them („Hydrant Benchstraße N“, what the bench searches and renames) and K
 * inspections each (`benchInspections`: yearly, the latest 1–15 months ago, one in twelve with
 * defects, one in forty out of service) — the register of issue 39's figures, written in a few
 * statements instead of hundreds of thousands of requests.
 *
 *   npx tsx bench/seed-register.ts <database folder> <hydrants> <inspections per hydrant>
 */
import { openDatabase } from '../src/db/open';
import { insertHydrants, seedDemoData } from '../src/db/seed';
import { benchInspections } from '../src/db/seed-inspections';
import { insertInspections } from '../src/inspections/insert-inspections';

const [dataDir, hydrantArg, perHydrantArg] = process.argv.slice(2);
const HYDRANTS = Number(hydrantArg);
const PER_HYDRANT = Number(perHydrantArg);
if (!dataDir || !Number.isInteger(HYDRANTS) || HYDRANTS < 1 || !Number.isInteger(PER_HYDRANT) || PER_HYDRANT < 1) {
  console.error('usage: tsx bench/seed-register.ts <database folder> <hydrants> <inspections per hydrant>');
  process.exit(2);
}

const started = Date.now();
const now = new Date();
const db = await openDatabase({ databaseUrl: null, dataDir });
try {
  await seedDemoData(db, now);
  const rows = Array.from({ length: HYDRANTS }, (_, i) => {
    const n = i + 1;
    return [
      `bench-hydrant-${n}`,
      now,
      now,
      `Hydrant Benchstraße ${n}`,
      n % 3 === 0 ? 'Vor dem Gerätehaus' : '',
      10 + Math.floor(n / 1000) / 1000,
      51 + (n % 1000) / 10_000,
      n % 2 ? 'MM_300' : 'MM_150',
      ['UEBERFLURHYDRANT', 'UNTERFLURHYDRANT', 'NONE'][n % 3],
      ['RINGLEITUNG', 'STICHLEITUNG', 'NONE'][n % 3],
    ];
  });
  await db.transaction(async (tx) => {
    await insertHydrants(tx, rows);
    await insertInspections(tx, benchInspections(rows.map((row) => row[0] as string), PER_HYDRANT, now));
  });
  console.log(`seeded ${HYDRANTS} hydrants and ${HYDRANTS * PER_HYDRANT} inspections in ${((Date.now() - started) / 1000).toFixed(1)} s`);
} finally {
  await db.close();
}
