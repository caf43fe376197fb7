import type { EndpointName } from '@rescue-admin/api-contract';
import { randomUUID } from 'node:crypto';
import { simpleAreaRequests } from './simple-area-samples';

/**
 * The versions the demo seed gives its records (src/db/seed.ts): version 0 for records without a
 * `lastUpdate` of their own, and the seed's fixed time for the others. Every update names the
 * version it was read at (no lost updates).
 */
export const SEEDED_VERSION = 0;
export const SEEDED_AT = '2025-03-01T08:00:00.000Z';

/**
 * When the test API's probe inspection (`inspection-probe` of hydrant-007) was recorded: when the
 * test file loaded, so it is still within its edit window while the file runs.
 */
export const INSPECTION_RECORDED_AT = new Date().toISOString();

/** Test files share one Auth emulator, whose e-mails must be unique: one address per file. */
const NEW_USER_MAIL = `petra.probe.${randomUUID().slice(0, 8)}@example.org`;

/**
 * One valid request per endpoint, against the demo seed. The bad-input tables derive their broken
 * variants from these, and a positive control proves each one passes as is.
 */
export const VALID_REQUESTS: Record<EndpointName, { body?: Record<string, unknown>; query?: Record<string, string> }> = {
  'user.all': {},
  'user.create': {
    body: { firstname: 'Petra', lastname: 'Probe', mail: NEW_USER_MAIL, role: 'UNIT_USER', customerUid: 'fw-musterstadt', password: 'Start123!' },
  },
  'user.update': {
    body: { uid: 'jonas-becker', firstname: 'Jonas', lastname: 'Becker', mail: 'jonas.becker@example.org', role: 'USER', customerUid: 'fw-musterstadt', version: SEEDED_VERSION },
  },
  'user.delete': { query: { userUid: 'lukas-weber', version: String(SEEDED_VERSION) } },
  'user.lookup': { query: { userUid: 'erika-mustermann' } },
  'user.history': { query: { userUid: 'jonas-becker' } },
  // A seeded user without a password of their own (no sign-in account yet: issuing makes one).
  'invitation.issue': { body: { userUid: 'marie-schulz' } },
  'invitation.revoke': { body: { userUid: 'marie-schulz' } },
  // Tokens that open nothing (404): the tests that need an open invitation make one.
  'invitation.check': { body: { token: 'A'.repeat(43) } },
  'invitation.accept': { body: { token: 'A'.repeat(43), password: 'Eigenes-Passwort-7' } },
  'mailChange.confirm': { body: { token: 'A'.repeat(43) } },
  'customer.all': {},
  'customer.create': {
    body: {
      name: 'Werkfeuerwehr Chemiepark',
      kennung: 'WF-CP',
      userAmount: 12,
      address: { street: 'Chemiestraße', number: '7', zip: '99441', city: 'Musterstadt', additionalInfo: 'Tor 2' },
    },
  },
  'customer.update': {
    body: {
      uid: 'thw-musterstadt',
      name: 'THW Ortsverband Musterstadt',
      kennung: 'THW-MS',
      userAmount: 25,
      address: { street: 'Industriestraße', number: '42', zip: '99441', city: 'Musterstadt', additionalInfo: '' },
      version: SEEDED_VERSION,
    },
  },
  'customer.delete': { query: { customerUid: 'jf-musterstadt', version: String(SEEDED_VERSION) } },
  'customer.lookup': { query: { customerUid: 'fw-musterstadt' } },
  'customer.history': { query: { customerUid: 'fw-musterstadt' } },
  'beacon.all': {},
  'beacon.update': { body: { uid: 'beacon-lf-1', name: 'Beacon LF 20/1 (neu)', model: 'Minew E8', customerUid: 'fw-musterstadt', lastUpdated: SEEDED_AT } },
  'beacon.sync': { body: { customerUid: 'fw-musterstadt' } },
  'beacon.history': { query: { beaconUid: 'beacon-lf-1' } },
  'gateway.all': {},
  'gateway.update': { body: { uid: 'gateway-hauptwache', name: 'Gateway Hauptwache Halle 1', customerUid: 'fw-musterstadt', lastUpdated: SEEDED_AT } },
  'gateway.sync': { body: {} },
  'gateway.history': { query: { gatewayUid: 'gateway-hauptwache' } },
  'hydrant.all': {},
  'hydrant.create': {
    body: { name: 'H-900 Neubaugebiet', description: 'Vor Haus 3', lon: 10.01, lat: 51.001, durchmesser: 'MM_150', type: 'UEBERFLURHYDRANT', verteilerLeitung: 'RINGLEITUNG' },
  },
  'hydrant.update': {
    body: {
      hydrant: { uid: 'hydrant-001', name: 'H-001 Mühlenweg', description: '', lon: 10.004, lat: 51.0067, durchmesser: 'MM_300', type: 'NONE', verteilerLeitung: 'NONE', lastUpdate: SEEDED_AT },
    },
  },
  'hydrant.delete': { query: { hydrantUid: 'hydrant-002', lastUpdate: SEEDED_AT } },
  'hydrant.history': { query: { hydrantUid: 'hydrant-001' } },
  'hydrant.bulkCreate': {
    body: {
      hydrants: [
        { name: 'H-901 Import', description: 'aus dem Register', lon: 10.02, lat: 51.002, durchmesser: 'MM_150', type: 'UNTERFLURHYDRANT', verteilerLeitung: 'STICHLEITUNG' },
        { name: 'H-902 Import', description: '', lon: 10.03, lat: 51.003, durchmesser: 'MM_300', type: 'NONE', verteilerLeitung: 'NONE' },
      ],
    },
  },
  'inspection.ofHydrant': { query: { hydrantUid: 'hydrant-004' } },
  'inspection.create': {
    body: {
      hydrantUid: 'hydrant-006',
      inspectedAt: '2025-06-01T09:00:00.000Z',
      result: 'MIT_MAENGELN',
      defects: ['SCHILD_FEHLT', 'SONSTIGES'],
      otherDefect: 'Kappe fehlt',
      pressureBar: 4.5,
      flowLitresPerMinute: 1600,
      note: 'Schild bestellt',
      photos: ['inspections/hydrant-006/foto-1'],
    },
  },
  'inspection.update': {
    body: { uid: 'inspection-probe', inspectedAt: '2025-06-01T09:00:00.000Z', result: 'AUSSER_BETRIEB', defects: ['OEFFNET_NICHT'], note: 'Spindel fest', lastUpdate: INSPECTION_RECORDED_AT },
  },
  'inspection.history': { query: { inspectionUid: 'inspection-004-1' } },
  'inspection.settings': {},
  'inspection.updateSettings': { body: { intervalMonths: 24 } },
  'inspection.report': { query: { from: '2020-01-01', to: '2099-12-31' } },
  'inspection.photoPermit': { query: { hydrantUid: 'hydrant-006' } },
  'staging.all': {},
  'staging.create': {
    body: {
      name: 'Bereitstellungsraum West',
      address: { street: 'Westring', number: '9', zip: '99441', city: 'Musterstadt', additionalInfo: '' },
      rangeAutoerfassung: 100,
      status: 'ACTIVE',
      customerUid: 'fw-musterstadt',
      lon: 9.97,
      lat: 51.0,
    },
  },
  'staging.update': {
    body: {
      uid: 'messeplatz',
      name: 'Messeplatz',
      address: { street: 'Messeallee', number: '1', zip: '99441', city: 'Musterstadt', additionalInfo: 'Tor 4' },
      rangeAutoerfassung: 350,
      status: 'ACTIVE',
      customerUid: 'fw-musterstadt',
      lon: 9.9874,
      lat: 50.9968,
      lastUpdate: SEEDED_AT,
    },
  },
  'staging.delete': { query: { stagingRoomUid: 'messeplatz', lastUpdate: SEEDED_AT } },
  'staging.history': { query: { stagingRoomUid: 'bereitstellungsraum-nord' } },
  'geocoding.search': { query: { search: 'Hauptstraße 1, 99084 Erfurt' } },
  'material.all': {},
  'material.create': { body: { name: 'Kübelspritze' } },
  'material.update': { body: { uid: 'schlauch-d', name: 'Schlauch D (Waldbrand)', lastUpdate: SEEDED_AT } },
  'material.delete': { query: { uid: 'motorsaege', lastUpdate: SEEDED_AT } },
  'material.history': { query: { uid: 'schlauch-d' } },
  'material.bulkCreate': { body: { materials: [{ name: 'Kanalabdeckung' }, { name: 'Ölbindemittel fein' }] } },
  'qualification.all': {},
  'qualification.groups': {},
  'qualification.createGroup': { body: { name: 'Technische Hilfe', allowedAmount: 2 } },
  'qualification.create': { body: { name: 'Fahrer C', groupId: 'gruppe-maschinist', displayType: 'SECONDARY' } },
  'qualification.update': { body: { uid: 'sprechfunker', name: 'Sprechfunker Digitalfunk', groupId: null, displayType: 'PRIMARY', version: SEEDED_VERSION } },
  'qualification.history': { query: { qualificationUid: 'sprechfunker' } },
  'vehicle.blueprints': {},
  'vehicle.types': {},
  'vehicle.createBlueprint': {
    body: {
      name: 'MLF Beispielhausen',
      seats: 6,
      type: { name: 'MLF' },
      standardLoad: [
        { material: { uid: 'schlauch-c' }, amount: 6 },
        { material: { uid: 'atemschutzgeraet' }, amount: 2 },
      ],
    },
  },
  'vehicle.updateBlueprint': {
    body: { uid: 'blueprint-elw-1', name: 'ELW 1 Führungsdienst', seats: 4, type: { uid: 'elw-1' }, standardLoad: [{ material: { uid: 'stromerzeuger' }, amount: 1 }], lastUpdate: SEEDED_AT },
  },
  'vehicle.iconPermit': { query: { blueprintUid: 'blueprint-elw-1' } },
  'vehicle.blueprintHistory': { query: { blueprintUid: 'blueprint-elw-1' } },
  'summary.get': {},
  'mission.active': { query: { customerUid: 'fw-musterstadt' } },
  'mission.generate': { body: { customerUid: 'fw-musterstadt' } },
  'session.grants': {},
  // The stream answers over a real socket only (live/*.test.ts); a beat names a staging room of Feuerwehr Musterstadt.
  'live.events': {},
  'live.presence': { body: { list: 'staging.all', uid: 'bereitstellungsraum-nord', editing: true } },
  // The simple areas' (areas/registry.ts), from their definitions' samples.
  ...simpleAreaRequests(SEEDED_AT),
};
