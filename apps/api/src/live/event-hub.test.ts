import type { LiveChange } from '@rescue-admin/api-contract';
import { describe, expect, it } from 'vitest';
import type { Caller } from '../access/callers';
import { EVERYTHING_CHANGED, type Database } from '../db/database';
import { EventHub, type Listener } from './event-hub';
import { LIVE_CHANNEL } from './publish';
import type { ListRow, RecordSource } from './record-source';

/** A database whose notifications the test sends by hand; queries are not expected. */
function fakeDatabase() {
  const listeners = new Map<string, (payload: string) => void>();
  const db = {
    listen: async (channel: string, onPayload: (payload: string) => void) => {
      listeners.set(channel, onPayload);
      return async () => void listeners.delete(channel);
    },
  } as unknown as Database;
  return { db, notify: (payload: string) => listeners.get(LIVE_CHANNEL)?.(payload) };
}

/** Hydrants (no owner) and staging rooms (owned); counts the reads. */
function fakeSource() {
  const reads: { list: string; uids: readonly string[] }[] = [];
  let failing = false;
  const source: RecordSource = {
    isList: () => true,
    listsOfEntity: (entity) => (entity === 'hydrant' ? ['hydrant.all'] : entity === 'staging' ? ['staging.all'] : []),
    listsDependingOn: (entity) => (entity === 'material' ? ['vehicle.blueprints'] : []),
    ownerOfRow: (list, row) => (list === 'staging.all' ? (row['customerUid'] as string) : null),
    async readListRows(_db, list, uids) {
      reads.push({ list, uids });
      if (failing) throw new Error('database gone');
      return new Map(uids.map((uid): [string, ListRow] => [uid, { uid, name: `Row ${uid}`, customerUid: uid.startsWith('thw') ? 'thw' : 'fw' }]));
    },
  };
  return { source, reads, fail: () => (failing = true) };
}

const notice = (id: number, entity = 'hydrant', uid = `h-${id}`, kind = 'create') =>
  JSON.stringify({ i: String(id), e: entity, u: uid, k: kind, v: 1, a: 'writer', n: 'Wendy Writer', o: null, t: '2026-01-01T00:00:00.000Z' });

/** A listener that keeps what it was written: each write, and the SSE frames in them (a write may hold several). */
function listener(role: Caller['role'], customerUid = 'fw') {
  const writes: string[] = [];
  const frames: string[] = [];
  const caller: Caller = { uid: `${role}-${customerUid}`, role, customerUid, name: role };
  const self: Listener & { writes: string[]; frames: string[]; changes(): LiveChange[] } = {
    caller,
    writes,
    frames,
    write: (text) => {
      writes.push(text);
      frames.push(...text.split(/(?<=\n\n)/));
    },
    changes: () => frames.filter((frame) => frame.includes('event: change')).map((frame) => JSON.parse(frame.slice(frame.indexOf('data: ') + 6)) as LiveChange),
  };
  return self;
}

/** Waits until the hub has worked off what it heard (it reads asynchronously). */
const until = async (done: () => boolean) => expect.poll(done).toBe(true);

describe('EventHub', () => {
  it('tells the readers of a list that shows something of the written record to read it again (a material in the blueprints), and nobody else', async () => {
    const { db, notify } = fakeDatabase();
    const { source } = fakeSource();
    const hub = new EventHub(db, source);
    await hub.start();
    const admin = listener('ADMIN');
    const unitUser = listener('UNIT_USER');
    hub.subscribe(admin);
    hub.subscribe(unitUser);
    notify(notice(7, 'material', 'm-1', 'update'));
    notify(notice(8, 'hydrant'));
    await until(() => admin.changes().length === 1);
    expect(admin.frames.filter((frame) => frame.includes('event: stale'))).toEqual(['id: 7\nevent: stale\ndata: {"list":"vehicle.blueprints"}\n\n']);
    expect(unitUser.frames).toEqual([]);
    await hub.stop();
  });

  it('reads a burst in batches, once per batch and list, and sends every change in arrival order', async () => {
    const { db, notify } = fakeDatabase();
    const { source, reads } = fakeSource();
    const hub = new EventHub(db, source, { batchSize: 400 });
    await hub.start();
    const admin = listener('ADMIN');
    hub.subscribe(admin);
    for (let id = 1; id <= 1_000; id += 1) notify(notice(id));
    await until(() => admin.changes().length === 1_000);
    expect(admin.changes().map((change) => change.id)).toEqual(Array.from({ length: 1_000 }, (_, index) => String(index + 1)));
    // All of them arrive within the first tick: read in batches of at most 400, each sent as one write.
    expect(reads.map((read) => read.uids.length)).toEqual([400, 400, 200]);
    expect(admin.writes).toHaveLength(3);
    expect(admin.changes()[0]).toMatchObject({ list: 'hydrant.all', kind: 'create', record: { uid: 'h-1' }, actor: { uid: 'writer', name: 'Wendy Writer' } });
    await hub.stop();
  });

  it("gives a unit admin only their customer's records and reads deletes from nowhere", async () => {
    const { db, notify } = fakeDatabase();
    const { source, reads } = fakeSource();
    const hub = new EventHub(db, source);
    await hub.start();
    const own = listener('UNIT_ADMIN', 'fw');
    const other = listener('UNIT_ADMIN', 'thw');
    hub.subscribe(own);
    hub.subscribe(other);
    notify(notice(1, 'staging', 'room-fw'));
    notify(JSON.stringify({ i: '2', e: 'staging', u: 'room-thw-gone', k: 'delete', v: null, a: 'w', n: 'W', o: 'thw', t: '2026-01-01T00:00:00.000Z' }));
    await until(() => own.changes().length === 1 && other.changes().length === 1);
    expect(own.frames.join('')).not.toContain('room-thw-gone');
    expect(other.frames.join('')).not.toContain('room-fw');
    expect(reads.flatMap((read) => read.uids)).toEqual(['room-fw']);
    await hub.stop();
  });

  it('tells the former customer\'s unit admin that a record moved away as a delete, without the record', async () => {
    const { db, notify } = fakeDatabase();
    const { source } = fakeSource();
    const hub = new EventHub(db, source);
    await hub.start();
    const former = listener('UNIT_ADMIN', 'fw');
    const next = listener('UNIT_ADMIN', 'thw');
    const admin = listener('ADMIN');
    for (const one of [former, next, admin]) hub.subscribe(one);
    notify(JSON.stringify({ i: '1', e: 'staging', u: 'thw-room', k: 'update', v: 2, a: 'w', n: 'W', o: 'thw', p: 'fw', t: '2026-01-01T00:00:00.000Z' }));
    await until(() => former.changes().length === 1 && next.changes().length === 1 && admin.changes().length === 1);
    expect(former.changes()[0]).toMatchObject({ uid: 'thw-room', kind: 'delete', record: null });
    expect(former.frames.join('')).not.toContain('Row thw-room');
    expect(next.changes()[0]).toMatchObject({ uid: 'thw-room', kind: 'update', record: { customerUid: 'thw' } });
    expect(admin.changes()[0]).toMatchObject({ kind: 'update' });
    await hub.stop();
  });

  it("writes a tick's events to each stream at once, in order, each frame with its own id", async () => {
    const { db, notify } = fakeDatabase();
    const { source, reads } = fakeSource();
    const hub = new EventHub(db, source, { tickMs: 20 });
    await hub.start();
    const admin = listener('ADMIN');
    hub.subscribe(admin);
    for (let id = 1; id <= 5; id += 1) notify(notice(id));
    await until(() => admin.changes().length === 5);
    expect(admin.writes).toHaveLength(1);
    expect(admin.frames.map((frame) => frame.split('\n')[0])).toEqual(['id: 1', 'id: 2', 'id: 3', 'id: 4', 'id: 5']);
    expect(admin.changes().map((change) => change.uid)).toEqual(['h-1', 'h-2', 'h-3', 'h-4', 'h-5']);
    expect(reads).toEqual([{ list: 'hydrant.all', uids: ['h-1', 'h-2', 'h-3', 'h-4', 'h-5'] }]);

    // The next tick's events come in a write of their own, after the first.
    notify(notice(6));
    await until(() => admin.changes().length === 6);
    expect(admin.writes).toHaveLength(2);
    await hub.stop();
  });

  it("shares a tick's text only between listeners of one role and customer", async () => {
    const { db, notify } = fakeDatabase();
    const { source } = fakeSource();
    const hub = new EventHub(db, source);
    await hub.start();
    const fw = [listener('UNIT_ADMIN', 'fw'), listener('UNIT_ADMIN', 'fw')];
    const thw = [listener('UNIT_ADMIN', 'thw'), listener('UNIT_ADMIN', 'thw')];
    const admin = listener('ADMIN', 'thw');
    const user = listener('USER', 'fw');
    for (const one of [...fw, ...thw, admin, user]) hub.subscribe(one);
    notify(notice(1, 'staging', 'room-fw'));
    notify(notice(2, 'staging', 'thw-room'));
    notify(notice(3, 'hydrant', 'h-3'));
    await until(() => admin.changes().length === 3);
    for (const own of fw) expect(own.changes().map((change) => change.uid)).toEqual(['room-fw', 'h-3']);
    for (const own of thw) expect(own.changes().map((change) => change.uid)).toEqual(['thw-room', 'h-3']);
    for (const own of [...fw, ...thw]) expect(own.writes).toHaveLength(1);
    expect(fw[0]?.writes.join('')).not.toContain('thw-room');
    expect(thw[0]?.writes.join('')).not.toContain('room-fw');
    expect(admin.changes().map((change) => change.uid)).toEqual(['room-fw', 'thw-room', 'h-3']);
    // A role that reads none of these lists is written nothing at all.
    expect(user.writes).toEqual([]);
    await hub.stop();
  });

  it('replays after a kept id, resets for one not kept, and resets everyone after a lost connection', async () => {
    const { db, notify } = fakeDatabase();
    const { source } = fakeSource();
    const hub = new EventHub(db, source, { maxEvents: 3 });
    await hub.start();
    const watcher = listener('ADMIN');
    hub.subscribe(watcher);
    for (let id = 1; id <= 5; id += 1) notify(notice(id));
    await until(() => watcher.changes().length === 5);

    const resumed = listener('ADMIN');
    hub.subscribe(resumed, '3');
    expect(resumed.changes().map((change) => change.id)).toEqual(['4', '5']);
    const tooOld = listener('ADMIN');
    hub.subscribe(tooOld, '1');
    expect(tooOld.frames).toEqual(['event: reset\ndata: {}\n\n']);

    notify(EVERYTHING_CHANGED);
    await until(() => watcher.frames.at(-1)?.startsWith('event: reset') === true);
    // What was kept before the gap is no place to resume from.
    const afterGap = listener('ADMIN');
    hub.subscribe(afterGap, '5');
    expect(afterGap.frames).toEqual(['event: reset\ndata: {}\n\n']);
    await hub.stop();
  });

  it('answers reset instead of a replay too long for a stream', async () => {
    const { db, notify } = fakeDatabase();
    const { source } = fakeSource();
    const hub = new EventHub(db, source, { maxReplayBytes: 2_000 });
    await hub.start();
    const watcher = listener('ADMIN');
    hub.subscribe(watcher);
    for (let id = 1; id <= 20; id += 1) notify(notice(id));
    await until(() => watcher.changes().length === 20);
    const late = listener('ADMIN');
    hub.subscribe(late, '1');
    expect(late.frames).toEqual(['event: reset\ndata: {}\n\n']);
    const recent = listener('ADMIN');
    hub.subscribe(recent, '19');
    expect(recent.changes().map((change) => change.id)).toEqual(['20']);
    await hub.stop();
  });

  it('resets everyone when the records cannot be read, and goes on with the next events', async () => {
    const { db, notify } = fakeDatabase();
    const broken = fakeSource();
    const hub = new EventHub(db, broken.source);
    await hub.start();
    const watcher = listener('ADMIN');
    hub.subscribe(watcher);
    broken.fail();
    notify(notice(1));
    await until(() => watcher.frames.some((frame) => frame.startsWith('event: reset')));
    expect(watcher.changes()).toEqual([]);
    await hub.stop();
  });

  it('ignores notifications that are not events', async () => {
    const { db, notify } = fakeDatabase();
    const { source } = fakeSource();
    const hub = new EventHub(db, source);
    await hub.start();
    const watcher = listener('ADMIN');
    hub.subscribe(watcher);
    notify('kein JSON');
    notify(JSON.stringify({ i: 1 }));
    notify(notice(7));
    await until(() => watcher.changes().length === 1);
    expect(watcher.frames).toHaveLength(1);
    await hub.stop();
  });
});
