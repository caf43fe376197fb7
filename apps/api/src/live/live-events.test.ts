import type { EndpointName, LiveChange, UserRole } from '@rescue-admin/api-contract';
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EventStreamClient } from '../test/event-stream-client';
import { VALID_REQUESTS } from '../test/samples';
import { SOURCE_RELAY } from '../test/source-relay';
import { createTestApi, urlOf, type TestApi } from '../test/test-api';

/**
 * The live stream per role, over a real socket: every role × a write to each area → the change
 * is received or not, as the policy README says (written out here by hand, like the access
 * matrix). A UNIT_ADMIN never learns of another customer's record: its uid is not anywhere in
 * the raw text of their stream.
 */
type Row = 'SA' | 'A' | 'UA' | 'UAx' | 'SU' | 'U' | 'UU';
const ROLE_OF: Record<Row, [UserRole, string]> = {
  SA: ['SUPER_ADMIN', 'fw-musterstadt'],
  A: ['ADMIN', 'fw-musterstadt'],
  UA: ['UNIT_ADMIN', 'fw-musterstadt'],
  UAx: ['UNIT_ADMIN', 'thw-musterstadt'],
  SU: ['SUPER_USER', 'fw-musterstadt'],
  U: ['USER', 'fw-musterstadt'],
  UU: ['UNIT_USER', 'fw-musterstadt'],
};
const ROWS = Object.keys(ROLE_OF) as Row[];
const ANY_ADMIN: Row[] = ['SA', 'A', 'UA', 'UAx'];
const FW = 'fw-musterstadt';
const THW = 'thw-musterstadt';

interface Write {
  what: string;
  name: EndpointName;
  list: string;
  body: () => Record<string, unknown>;
  seenBy: Row[];
}

const unique = () => randomUUID().slice(0, 8);
const staging = (customerUid: string) => () => ({ ...VALID_REQUESTS['staging.create'].body, name: `BR Live ${unique()}`, customerUid });

const WRITES: Write[] = [
  { what: 'a hydrant', name: 'hydrant.create', list: 'hydrant.all', body: () => ({ ...VALID_REQUESTS['hydrant.create'].body }), seenBy: ANY_ADMIN },
  { what: 'a material', name: 'material.create', list: 'material.all', body: () => ({ name: `Material ${unique()}` }), seenBy: ANY_ADMIN },
  { what: 'a qualification group', name: 'qualification.createGroup', list: 'qualification.groups', body: () => ({ name: `Gruppe ${unique()}`, allowedAmount: 1 }), seenBy: ANY_ADMIN },
  { what: 'a staging room of Feuerwehr Musterstadt', name: 'staging.create', list: 'staging.all', body: staging(FW), seenBy: ['SA', 'A', 'UA'] },
  { what: 'a staging room of the THW', name: 'staging.create', list: 'staging.all', body: staging(THW), seenBy: ['SA', 'A', 'UAx'] },
  {
    what: 'a user of the THW',
    name: 'user.create',
    list: 'user.all',
    body: () => ({ ...VALID_REQUESTS['user.create'].body, mail: `live-${unique()}@example.org`, customerUid: THW }),
    seenBy: ['SA', 'A', 'UAx'],
  },
  { what: 'a customer', name: 'customer.create', list: 'customer.all', body: () => ({ ...VALID_REQUESTS['customer.create'].body, kennung: `LIVE-${unique()}` }), seenBy: ['SA', 'A'] },
];

let api: TestApi;
let eventsUrl: string;
const tokens = {} as Record<Row, string>;

beforeAll(async () => {
  api = await createTestApi({ live: { pingMs: 100, relay: SOURCE_RELAY } });
  await api.app.listen({ port: 0, host: '127.0.0.1' });
  eventsUrl = `http://127.0.0.1:${(api.app.server.address() as AddressInfo).port}${urlOf('live.events')}`;
  for (const row of ROWS) tokens[row] = (await api.signUpAs(...ROLE_OF[row])).idToken;
}, 120_000);
afterAll(() => api.close());

/** The uid a create answered: a JSON string, or the record. */
function createdUid(body: string): string {
  const answer = JSON.parse(body) as unknown;
  return typeof answer === 'string' ? answer : (answer as { uid: string }).uid;
}

/** Waits until the stream has received everything written before now: two pings after what it has (pings follow the events on the same socket). */
async function settled(client: EventStreamClient): Promise<void> {
  await client.next((event) => event.event === 'comment');
  await client.next((event) => event.event === 'comment');
}

describe('the live stream per role', () => {
  it('opens with retry, ready and the stream headers', async () => {
    const client = await EventStreamClient.open(eventsUrl, tokens.UU);
    expect(client.response.status).toBe(200);
    expect(client.response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(client.response.headers.get('cache-control')).toBe('no-store');
    expect(client.response.headers.get('x-accel-buffering')).toBe('no');
    expect(client.response.headers.get('x-content-type-options')).toBe('nosniff');
    await client.next((event) => event.event === 'ready');
    expect(client.raw.startsWith('retry: 3000\n\n')).toBe(true);
    client.close();
  });

  it('refuses a missing or bad token like every endpoint', async () => {
    expect((await EventStreamClient.open(eventsUrl, null)).response.status).toBe(401);
    expect((await EventStreamClient.open(eventsUrl, 'kein.gültiges.token')).response.status).toBe(401);
    const withoutRecord = await api.signUpAs(null);
    expect((await EventStreamClient.open(eventsUrl, withoutRecord.idToken)).response.status).toBe(403);
  });

  it('sends each write to exactly the roles that may read its record', async () => {
    const clients = Object.fromEntries(await Promise.all(ROWS.map(async (row) => [row, await EventStreamClient.open(eventsUrl, tokens[row])]))) as Record<Row, EventStreamClient>;
    await Promise.all(ROWS.map((row) => clients[row].next((event) => event.event === 'ready')));

    const written: { write: Write; uid: string }[] = [];
    for (const write of WRITES) {
      const response = await api.call(write.name, { body: write.body() });
      expect(response.statusCode, response.body).toBeLessThan(300);
      written.push({ write, uid: createdUid(response.body) });
    }
    // SUPER_ADMIN sees everything: once it has the last change, every stream has been sent its share.
    for (const { write, uid } of written) await clients.SA.nextData<LiveChange>('change', (change) => change.uid === uid && change.list === write.list);
    await Promise.all(ROWS.map((row) => settled(clients[row])));

    const outcome = (row: Row) => written.map(({ write, uid }) => `${write.what}: ${clients[row].raw.includes(uid) ? 'received' : 'not received'}`);
    const expected = (row: Row) => written.map(({ write }) => `${write.what}: ${write.seenBy.includes(row) ? 'received' : 'not received'}`);
    for (const row of ROWS) expect(outcome(row), row).toEqual(expected(row));

    // A received change is the contract's, with the record as its list answers it and the actor.
    const change = clients.UA.all<LiveChange>('change').find((candidate) => candidate.uid === written[3]?.uid);
    expect(change).toMatchObject({ list: 'staging.all', kind: 'create', actor: { uid: expect.any(String) as string }, record: { uid: written[3]?.uid, customerUid: FW } });
    for (const row of ROWS) clients[row].close();
  });

  it("announces a user's first call (their row turns active), which no audit entry records", async () => {
    const admin = await EventStreamClient.open(eventsUrl, tokens.SA);
    await admin.next((event) => event.event === 'ready');
    const account = await api.signUpAs(null);
    await api.db.query(`INSERT INTO users (uid, firstname, lastname, mail, role, customer_uid) VALUES ($1, 'Erst', 'Anmeldung', $2, 'USER', $3)`, [account.uid, account.email, FW]);
    expect((await api.call('session.grants', { token: account.idToken })).statusCode).toBe(200);
    const change = await admin.nextData<LiveChange>('change', (candidate) => candidate.uid === account.uid);
    expect(change).toMatchObject({ list: 'user.all', kind: 'update', actor: { uid: account.uid, name: 'Erst Anmeldung' }, record: { uid: account.uid } });
    admin.close();
  });
});
