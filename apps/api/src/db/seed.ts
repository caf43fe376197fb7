import type { Database, Queryable } from './database';
import { insertInspections } from '../inspections/insert-inspections';
import { demoInspections } from './seed-inspections';

/**
 * The German demo organisation. Idempotent: every row has a fixed uid and is inserted with
 * ON CONFLICT DO NOTHING, and the whole seed runs once per SEED_VERSION — so a restart neither
 * duplicates records nor resurrects demo records an administrator deleted on purpose.
 * Bump SEED_VERSION when adding demo data; existing rows are left alone.
 */
export const SEED_VERSION = '2';

/** The demo administrator; the local stack seeds the Auth emulator account with the same uid. */
export const DEMO_ADMIN = {
  uid: 'erika-mustermann',
  firstname: 'Erika',
  lastname: 'Mustermann',
  mail: 'admin@example.org',
  role: 'SUPER_ADMIN',
  customerUid: 'fw-musterstadt',
} as const;

const SEEDED_AT = new Date('2025-03-01T08:00:00.000Z');

type Row = readonly unknown[];

async function insertRows(tx: Queryable, table: string, columns: readonly string[], rows: readonly Row[]): Promise<void> {
  // Chunked so no statement exceeds Postgres' 65,535 parameters.
  const perChunk = Math.floor(60_000 / columns.length);
  for (let start = 0; start < rows.length; start += perChunk) {
    const chunk = rows.slice(start, start + perChunk);
    const values = chunk.map((_, r) => `(${columns.map((_, c) => `$${r * columns.length + c + 1}`).join(', ')})`).join(',\n');
    await tx.query(`INSERT INTO ${table} (${columns.join(', ')}) VALUES ${values} ON CONFLICT DO NOTHING`, chunk.flat());
  }
}

const CUSTOMERS: Row[] = [
  // uid, name, kennung, user_amount, street, number, zip, city, additional_info
  ['fw-musterstadt', 'Feuerwehr Musterstadt', 'FW-MS', 48, 'Am Gerätehaus', '1', '99441', 'Musterstadt', 'Hauptwache'],
  ['ff-beispielhausen', 'Freiwillige Feuerwehr Beispielhausen', 'FF-BH', 31, 'Dorfstraße', '12', '99448', 'Beispielhausen', ''],
  ['rd-musterland', 'Rettungsdienst Kreis Musterland', 'RD-ML', 64, 'Rettungsweg', '5', '99444', 'Musterstadt', 'Rettungswache Nord'],
  ['thw-musterstadt', 'THW Ortsverband Musterstadt', 'THW-MS', 22, 'Industriestraße', '40', '99441', 'Musterstadt', ''],
  // Just signed up: no users or assets yet.
  ['jf-musterstadt', 'Jugendfeuerwehr Musterstadt', 'JF-MS', 0, 'Am Gerätehaus', '1', '99441', 'Musterstadt', 'Jugendraum'],
];

const USERS: Row[] = [
  // uid, firstname, lastname, mail, role, customer_uid
  [DEMO_ADMIN.uid, DEMO_ADMIN.firstname, DEMO_ADMIN.lastname, DEMO_ADMIN.mail, DEMO_ADMIN.role, DEMO_ADMIN.customerUid],
  ['max-mustermann', 'Max', 'Mustermann', 'max.mustermann@example.org', 'ADMIN', 'fw-musterstadt'],
  ['anna-schmidt', 'Anna', 'Schmidt', 'anna.schmidt@example.org', 'UNIT_ADMIN', 'fw-musterstadt'],
  ['jonas-becker', 'Jonas', 'Becker', 'jonas.becker@example.org', 'UNIT_USER', 'fw-musterstadt'],
  ['lena-wagner', 'Lena', 'Wagner', 'lena.wagner@example.org', 'SUPER_USER', 'ff-beispielhausen'],
  ['paul-hoffmann', 'Paul', 'Hoffmann', 'paul.hoffmann@example.org', 'USER', 'ff-beispielhausen'],
  ['sophie-mueller', 'Sophie', 'Müller', 'sophie.mueller@example.org', 'ADMIN', 'rd-musterland'],
  ['lukas-weber', 'Lukas', 'Weber', 'lukas.weber@example.org', 'UNIT_USER', 'rd-musterland'],
  ['marie-schulz', 'Marie', 'Schulz', 'marie.schulz@example.org', 'UNIT_ADMIN', 'thw-musterstadt'],
];

const STAGING_ROOMS: Row[] = [
  // uid, name, street, number, zip, city, additional_info, range_autoerfassung, customer_uid, lon, lat
  ['bereitstellungsraum-nord', 'Bereitstellungsraum Nord', 'Nordring', '2', '99441', 'Musterstadt', 'Parkplatz Sporthalle', 150, 'fw-musterstadt', 10.0021, 51.0124],
  ['bereitstellungsraum-sued', 'Bereitstellungsraum Süd', 'Südstraße', '88', '99441', 'Musterstadt', '', 200, 'fw-musterstadt', 10.0062, 50.9871],
  ['messeplatz', 'Messeplatz', 'Messeallee', '1', '99441', 'Musterstadt', 'Zufahrt über Tor 3', 300, 'fw-musterstadt', 9.9874, 50.9968],
  ['gewerbegebiet-ost', 'Gewerbegebiet Ost', 'Industriestraße', '40', '99441', 'Musterstadt', '', 250, 'thw-musterstadt', 10.0215, 51.0011],
  ['dorfplatz-beispielhausen', 'Dorfplatz Beispielhausen', 'Dorfstraße', '1', '99448', 'Beispielhausen', 'vor dem Gemeindehaus', 100, 'ff-beispielhausen', 10.0712, 51.0203],
  ['rettungswache-nord', 'Rettungswache Nord', 'Rettungsweg', '5', '99444', 'Musterstadt', '', 120, 'rd-musterland', 9.9951, 51.0089],
];

const STREETS = [
  'Hauptstraße',
  'Bahnhofstraße',
  'Schulstraße',
  'Gartenstraße',
  'Lindenweg',
  'Kirchplatz',
  'Bergstraße',
  'Mühlenweg',
  'Am Anger',
  'Rosenstraße',
  'Waldweg',
  'Feldstraße',
];

/** A small deterministic PRNG: the demo hydrants are the same on every machine and every run. */
function mulberry32(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** `count` hydrants scattered over ~6 × 4 km around Musterstadt (51.0 N, 10.0 E). */
export function demoHydrants(count: number, uidPrefix = 'hydrant-'): Row[] {
  const random = mulberry32(112);
  const types = ['UEBERFLURHYDRANT', 'UNTERFLURHYDRANT', 'UNTERFLURHYDRANT', 'NONE'];
  const leitungen = ['RINGLEITUNG', 'STICHLEITUNG', 'NONE'];
  return Array.from({ length: count }, (_, i) => {
    const number = String(i + 1).padStart(Math.max(3, String(count).length), '0');
    const street = STREETS[Math.floor(random() * STREETS.length)];
    const lat = Math.round((50.98 + random() * 0.04) * 1e6) / 1e6;
    const lon = Math.round((9.96 + random() * 0.08) * 1e6) / 1e6;
    const type = types[Math.floor(random() * types.length)];
    const description = type === 'UNTERFLURHYDRANT' ? `Unterflur vor ${street} ${1 + Math.floor(random() * 80)}` : '';
    return [
      `${uidPrefix}${number}`,
      SEEDED_AT,
      SEEDED_AT,
      `H-${number} ${street}`,
      description,
      lon,
      lat,
      random() < 0.7 ? 'MM_300' : 'MM_150',
      type,
      leitungen[Math.floor(random() * leitungen.length)],
    ];
  });
}

export const HYDRANT_INSERT_COLUMNS = ['uid', 'create_date', 'last_update', 'name', 'description', 'lon', 'lat', 'durchmesser', 'type', 'verteiler_leitung'] as const;

/** Inserts generated hydrants (the benchmark uses this for its 10,000). */
export async function insertHydrants(db: Queryable, rows: readonly Row[]): Promise<void> {
  await insertRows(db, 'hydrants', HYDRANT_INSERT_COLUMNS, rows);
}

const MATERIALS = [
  ['schlauch-b', 'Schlauch B'],
  ['schlauch-c', 'Schlauch C'],
  ['schlauch-d', 'Schlauch D'],
  ['verteiler', 'Verteiler'],
  ['strahlrohr-b', 'Strahlrohr BM'],
  ['strahlrohr-c', 'Strahlrohr CM'],
  ['hohlstrahlrohr', 'Hohlstrahlrohr'],
  ['atemschutzgeraet', 'Atemschutzgerät'],
  ['waermebildkamera', 'Wärmebildkamera'],
  ['sprungpolster', 'Sprungpolster'],
  ['hydraulischer-spreizer', 'Hydraulischer Spreizer'],
  ['rettungsschere', 'Rettungsschere'],
  ['tragbare-leiter', 'Steckleiter'],
  ['stromerzeuger', 'Stromerzeuger'],
  ['notfallrucksack', 'Notfallrucksack'],
  ['defibrillator', 'Defibrillator'],
  ['trage', 'Trage'],
  ['wasserwerfer', 'Wasserwerfer'],
  ['hebekissen', 'Hebekissen'],
  ['motorsaege', 'Motorsäge'],
] as const;

const VEHICLE_TYPES = [
  ['lf-20', 'LF 20'],
  ['hlf-20', 'HLF 20'],
  ['tlf-3000', 'TLF 3000'],
  ['dlk-23-12', 'DLK 23/12'],
  ['rtw', 'RTW'],
  ['elw-1', 'ELW 1'],
] as const;

const BLUEPRINTS: { uid: string; name: string; seats: number; type: string; load: [material: string, amount: number][] }[] = [
  {
    uid: 'blueprint-hlf-20',
    name: 'HLF 20 Standard',
    seats: 9,
    type: 'hlf-20',
    load: [
      ['schlauch-b', 10],
      ['schlauch-c', 12],
      ['verteiler', 2],
      ['strahlrohr-c', 4],
      ['atemschutzgeraet', 4],
      ['waermebildkamera', 1],
      ['hydraulischer-spreizer', 1],
      ['rettungsschere', 1],
    ],
  },
  {
    uid: 'blueprint-lf-20',
    name: 'LF 20 Standard',
    seats: 9,
    type: 'lf-20',
    load: [
      ['schlauch-b', 12],
      ['schlauch-c', 12],
      ['verteiler', 2],
      ['strahlrohr-b', 2],
      ['strahlrohr-c', 3],
      ['atemschutzgeraet', 4],
      ['tragbare-leiter', 1],
    ],
  },
  {
    uid: 'blueprint-tlf-3000',
    name: 'TLF 3000 Waldbrand',
    seats: 3,
    type: 'tlf-3000',
    load: [
      ['schlauch-b', 6],
      ['schlauch-d', 8],
      ['hohlstrahlrohr', 2],
      ['wasserwerfer', 1],
    ],
  },
  {
    uid: 'blueprint-dlk',
    name: 'DLK 23/12',
    seats: 3,
    type: 'dlk-23-12',
    load: [
      ['sprungpolster', 1],
      ['strahlrohr-c', 1],
      ['stromerzeuger', 1],
    ],
  },
  {
    uid: 'blueprint-rtw',
    name: 'RTW Kreis Musterland',
    seats: 3,
    type: 'rtw',
    load: [
      ['notfallrucksack', 1],
      ['defibrillator', 1],
      ['trage', 1],
    ],
  },
  { uid: 'blueprint-elw-1', name: 'ELW 1 Führungsdienst', seats: 4, type: 'elw-1', load: [] },
];

const QUALIFICATION_GROUPS: Row[] = [
  ['gruppe-atemschutz', 'Atemschutz', 4],
  ['gruppe-maschinist', 'Maschinist', 2],
  ['gruppe-fuehrung', 'Führung', 2],
  ['gruppe-sanitaet', 'Sanitätsdienst', 3],
];

const QUALIFICATIONS: Row[] = [
  ['atemschutzgeraetetraeger', 'Atemschutzgeräteträger', 'gruppe-atemschutz', 'PRIMARY'],
  ['csa-traeger', 'CSA-Träger', 'gruppe-atemschutz', 'SECONDARY'],
  ['maschinist-lf', 'Maschinist Löschfahrzeug', 'gruppe-maschinist', 'PRIMARY'],
  ['maschinist-dlk', 'Maschinist Drehleiter', 'gruppe-maschinist', 'SECONDARY'],
  ['truppfuehrer', 'Truppführer', 'gruppe-fuehrung', 'SECONDARY'],
  ['gruppenfuehrer', 'Gruppenführer', 'gruppe-fuehrung', 'PRIMARY'],
  ['zugfuehrer', 'Zugführer', 'gruppe-fuehrung', 'PRIMARY'],
  ['rettungssanitaeter', 'Rettungssanitäter', 'gruppe-sanitaet', 'PRIMARY'],
  ['notfallsanitaeter', 'Notfallsanitäter', 'gruppe-sanitaet', 'PRIMARY'],
  ['sprechfunker', 'Sprechfunker', null, 'SECONDARY'],
  ['motorsaegenfuehrer', 'Motorsägenführer', null, 'SECONDARY'],
];

const BEACONS: Row[] = [
  // uid, name, model, customer_uid, last_updated, last_synced
  ['beacon-hlf-1', 'Beacon HLF 20/1', 'Kontakt.io Smart Beacon SB16-2', 'fw-musterstadt', SEEDED_AT, SEEDED_AT],
  ['beacon-lf-1', 'Beacon LF 20/1', 'Kontakt.io Smart Beacon SB16-2', 'fw-musterstadt', SEEDED_AT, SEEDED_AT],
  ['beacon-dlk-1', 'Beacon DLK 23/12', 'Kontakt.io Tough Beacon TB15-1', 'fw-musterstadt', SEEDED_AT, null],
  ['beacon-elw-1', 'Beacon ELW 1', 'Minew E8', 'fw-musterstadt', SEEDED_AT, SEEDED_AT],
  ['beacon-tlf-bh', 'Beacon TLF Beispielhausen', 'Minew E8', 'ff-beispielhausen', SEEDED_AT, null],
  ['beacon-lf-bh', 'Beacon LF Beispielhausen', 'Minew E8', 'ff-beispielhausen', SEEDED_AT, null],
  ['beacon-rtw-1', 'Beacon RTW 1', 'Kontakt.io Card Beacon CT18-3', 'rd-musterland', SEEDED_AT, SEEDED_AT],
  ['beacon-rtw-2', 'Beacon RTW 2', 'Kontakt.io Card Beacon CT18-3', 'rd-musterland', SEEDED_AT, SEEDED_AT],
  ['beacon-gkw-1', 'Beacon GKW 1', 'Minew E8', 'thw-musterstadt', SEEDED_AT, null],
];

const GATEWAYS: Row[] = [
  ['gateway-hauptwache', 'Gateway Hauptwache', 'fw-musterstadt', SEEDED_AT, SEEDED_AT],
  ['gateway-fahrzeughalle', 'Gateway Fahrzeughalle', 'fw-musterstadt', SEEDED_AT, SEEDED_AT],
  ['gateway-beispielhausen', 'Gateway Gerätehaus Beispielhausen', 'ff-beispielhausen', SEEDED_AT, null],
  ['gateway-rettungswache', 'Gateway Rettungswache Nord', 'rd-musterland', SEEDED_AT, SEEDED_AT],
];

/**
 * Seeds the demo data unless this seed version ran already. Returns whether it ran. The demo
 * inspections are dated relative to `now`, so the demo shows what is due whenever it is seeded.
 */
export async function seedDemoData(db: Database, now = new Date()): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [done] = await tx.query<{ value: string }>(`SELECT value FROM app_meta WHERE key = 'seed_version' FOR UPDATE`);
    if (done?.value === SEED_VERSION) return false;

    await insertRows(tx, 'customers', ['uid', 'name', 'kennung', 'user_amount', 'street', 'number', 'zip', 'city', 'additional_info'], CUSTOMERS);
    await insertRows(tx, 'users', ['uid', 'firstname', 'lastname', 'mail', 'role', 'customer_uid'], USERS);
    await insertRows(
      tx,
      'staging_rooms',
      ['uid', 'create_date', 'last_update', 'name', 'street', 'number', 'zip', 'city', 'additional_info', 'range_autoerfassung', 'status', 'customer_uid', 'lon', 'lat'],
      STAGING_ROOMS.map(([uid, ...rest]) => {
        const [name, street, number, zip, city, info, range, customer, lon, lat] = rest;
        return [uid, SEEDED_AT, SEEDED_AT, name, street, number, zip, city, info, range, 'ACTIVE', customer, lon, lat];
      }),
    );
    await insertHydrants(tx, demoHydrants(48));
    await insertInspections(tx, demoInspections(now));
    await insertRows(
      tx,
      'materials',
      ['uid', 'create_date', 'last_update', 'name'],
      MATERIALS.map(([uid, name]) => [uid, SEEDED_AT, SEEDED_AT, name]),
    );
    await insertRows(
      tx,
      'vehicle_types',
      ['uid', 'name', 'create_date', 'last_update'],
      VEHICLE_TYPES.map(([uid, name]) => [uid, name, SEEDED_AT, SEEDED_AT]),
    );
    await insertRows(
      tx,
      'vehicle_blueprints',
      ['uid', 'create_date', 'last_update', 'name', 'seats', 'type_uid'],
      BLUEPRINTS.map((b) => [b.uid, SEEDED_AT, SEEDED_AT, b.name, b.seats, b.type]),
    );
    await insertRows(
      tx,
      'blueprint_loads',
      ['blueprint_uid', 'material_uid', 'amount', 'position'],
      BLUEPRINTS.flatMap((b) => b.load.map(([material, amount], position) => [b.uid, material, amount, position])),
    );
    await insertRows(tx, 'qualification_groups', ['uid', 'name', 'allowed_amount'], QUALIFICATION_GROUPS);
    await insertRows(tx, 'qualifications', ['uid', 'name', 'group_id', 'display_type'], QUALIFICATIONS);
    await insertRows(tx, 'beacons', ['uid', 'name', 'model', 'customer_uid', 'last_updated', 'last_synced'], BEACONS);
    await insertRows(tx, 'gateways', ['uid', 'name', 'customer_uid', 'last_updated', 'last_synced'], GATEWAYS);
    await insertRows(
      tx,
      'missions',
      ['uid', 'name', 'customer_uid', 'create_date', 'active'],
      [
        ['mission-brandeinsatz-demo', 'Brand Lagerhalle Industriestraße', 'fw-musterstadt', SEEDED_AT, true],
        ['mission-uebung-demo', 'Übung 2025-03-01 09:00', 'fw-musterstadt', SEEDED_AT, false],
      ],
    );

    await tx.query(
      `INSERT INTO app_meta (key, value) VALUES ('seed_version', $1) ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`,
      [SEED_VERSION],
    );
    return true;
  });
}
