import type { Caller } from '../access/callers';
import { EVERYTHING_CHANGED, type Database } from '../db/database';
import { mayReadRecord } from './live-access';
import { LIVE_CHANNEL, parseNotice, type LiveNotice, type WireChange } from './publish';
import type { ListRow, RecordSource } from './record-source';

/** One open stream as the hub sees it: whose it is, and where its frames go. */
export interface Listener {
  readonly caller: Caller;
  /** Takes ready SSE frames (each `id:`, `event:`, `data:` lines and the blank line), one or several in order. */
  write(frame: string): void;
}

/** One record's change on one list, with the frame every listener who may read it gets. */
interface ListChange {
  list: string;
  owner: string | null;
  frame: string;
  /** The record moved away from this customer: their listeners get `gone` (a delete) instead. */
  formerOwner: string | null;
  gone: string;
}

/** One committed write (one record), once its rows are read: what is sent and replayed. */
interface HubEvent {
  id: string;
  arrivedAt: number;
  changes: ListChange[];
}

export interface EventHubOptions {
  /** Events kept for replay after a reconnect. @default 10,000 */
  maxEvents?: number;
  /** …and for at most this long. @default 15 min */
  maxAgeMs?: number;
  /** Records read from the database in one statement (a burst is read in batches of this). @default 500 */
  batchSize?: number;
  /**
   * How long the hub gathers notifications before it reads their records and writes to the
   * streams: one read per list and one write per stream for everything of a tick, instead of one
   * per event. Adds at most this much to an event's delivery. @default 50 ms
   */
  tickMs?: number;
  /** A replay longer than this answers `reset` instead (a refetch is cheaper, and the stream's buffer stays small). @default 512 KiB */
  maxReplayBytes?: number;
  clock?: () => number;
  log?: (message: string, fields?: Record<string, unknown>) => void;
}

export const RESET_FRAME = 'event: reset\ndata: {}\n\n';

/** Listeners with the same role and customer may see exactly the same changes (see {@link mayReadRecord}). */
const audienceOf = (caller: Pick<Caller, 'role' | 'customerUid'>) => `${caller.role}\u0000${caller.customerUid}`;

const frameOf = (change: WireChange) => `id: ${change.id}\nevent: change\ndata: ${JSON.stringify(change)}\n\n`;
/** A list whose rows show something of the written record (a blueprint's materials): read it again. */
const staleFrameOf = (id: string, list: string) => `id: ${id}\nevent: stale\ndata: ${JSON.stringify({ list })}\n\n`;

/**
 * The live stream's events on this instance: hears every committed write of every instance
 * (NOTIFY on {@link LIVE_CHANNEL}, in commit order), gathers them for a tick, reads each written
 * record once, as its list answers it, in batches, and hands each listener the changes the access
 * policy lets them read, a tick's as one write — in arrival order, which is commit order on every
 * instance. The last events stay for a
 * reconnect's `Last-Event-ID`; an id that is not among them, and a lost notification connection
 * (EVERYTHING_CHANGED), tell the listener to start over (`reset`).
 */
export class EventHub {
  private readonly listeners = new Set<Listener>();
  private readonly queue: (LiveNotice | typeof EVERYTHING_CHANGED)[] = [];
  private readonly replay: HubEvent[] = [];
  /** Where each kept event is in {@link replay}, counted from the first event ever kept. */
  private readonly positions = new Map<string, number>();
  private dropped = 0;
  private draining: Promise<void> | null = null;
  private stopListening: (() => Promise<void>) | null = null;
  private readonly maxEvents: number;
  private readonly maxAgeMs: number;
  private readonly batchSize: number;
  private readonly tickMs: number;
  private readonly maxReplayBytes: number;
  private readonly clock: () => number;
  private readonly log: NonNullable<EventHubOptions['log']>;

  constructor(
    private readonly db: Database,
    private readonly source: RecordSource,
    options: EventHubOptions = {},
  ) {
    this.maxEvents = options.maxEvents ?? 10_000;
    this.maxAgeMs = options.maxAgeMs ?? 15 * 60_000;
    this.batchSize = options.batchSize ?? 500;
    this.tickMs = options.tickMs ?? 50;
    this.maxReplayBytes = options.maxReplayBytes ?? 512 * 1024;
    this.clock = options.clock ?? Date.now;
    this.log = options.log ?? (() => undefined);
  }

  async start(): Promise<void> {
    this.stopListening = await this.db.listen(LIVE_CHANNEL, (payload) => this.hear(payload));
  }

  /** Stops listening and waits for the batch under way (the database closes after this). */
  async stop(): Promise<void> {
    await this.stopListening?.();
    this.stopListening = null;
    this.queue.length = 0;
    await this.draining;
  }

  /**
   * Adds a listener. With `lastEventId` it first gets what followed that event (filtered for it),
   * or `reset` when that event is not kept (too old, from before a reset, or never sent).
   * Returns the function that removes it.
   */
  subscribe(listener: Listener, lastEventId?: string): () => void {
    if (lastEventId !== undefined) {
      const position = this.positions.get(lastEventId);
      const frames: string[] = [];
      let bytes = 0;
      if (position !== undefined) {
        for (const event of this.replay.slice(position - this.dropped + 1)) {
          for (const frame of this.framesFor(listener.caller, event)) {
            frames.push(frame);
            bytes += frame.length;
          }
          if (bytes > this.maxReplayBytes) break;
        }
      }
      if (position === undefined || bytes > this.maxReplayBytes) listener.write(RESET_FRAME);
      else if (frames.length > 0) listener.write(frames.join(''));
    }
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Every listener is told to start over (the events since are not known). */
  resetAll(): void {
    this.forget();
    for (const listener of this.listeners) listener.write(RESET_FRAME);
  }

  get listenerCount(): number {
    return this.listeners.size;
  }

  private hear(payload: string): void {
    if (payload === EVERYTHING_CHANGED) this.queue.push(EVERYTHING_CHANGED);
    else {
      const notice = parseNotice(payload);
      if (!notice) return;
      this.queue.push(notice);
    }
    this.draining ??= this.drain().finally(() => (this.draining = null));
  }

  /** Works the queue off in arrival order, a tick's batch at a time (one read per list and one write per stream per batch). */
  private async drain(): Promise<void> {
    while (this.queue.length > 0) {
      if (this.tickMs > 0) await new Promise((resolve) => setTimeout(resolve, this.tickMs));
      // stop() emptied the queue meanwhile.
      if (this.queue.length === 0) break;
      const resetAt = this.queue.indexOf(EVERYTHING_CHANGED);
      if (resetAt === 0) {
        this.queue.shift();
        this.resetAll();
        continue;
      }
      const batch = this.queue.splice(0, Math.min(this.batchSize, resetAt === -1 ? this.queue.length : resetAt)) as LiveNotice[];
      let rows: Map<string, Map<string, ListRow>>;
      try {
        rows = await this.readRows(batch);
      } catch (error) {
        // The records cannot be read now: listeners refetch rather than miss these changes.
        this.log('live events: reading the changed records failed; every stream is reset', { error: error instanceof Error ? error.message : String(error) });
        this.resetAll();
        continue;
      }
      this.publish(batch.map((notice) => this.eventOf(notice, rows)));
    }
  }

  private async readRows(batch: readonly LiveNotice[]): Promise<Map<string, Map<string, ListRow>>> {
    const wanted = new Map<string, Set<string>>();
    for (const notice of batch) {
      if (notice.kind === 'delete') continue;
      for (const list of this.source.listsOfEntity(notice.entity)) {
        let uids = wanted.get(list);
        if (!uids) wanted.set(list, (uids = new Set()));
        uids.add(notice.uid);
      }
    }
    const rows = new Map<string, Map<string, ListRow>>();
    for (const [list, uids] of wanted) rows.set(list, await this.source.readListRows(this.db, list, [...uids]));
    return rows;
  }

  private eventOf(notice: LiveNotice, rows: Map<string, Map<string, ListRow>>): HubEvent {
    const changes = this.source.listsOfEntity(notice.entity).map((list): ListChange => {
      const row = notice.kind === 'delete' ? undefined : rows.get(list)?.get(notice.uid);
      const change: WireChange = {
        id: notice.id,
        list,
        uid: notice.uid,
        kind: notice.kind,
        version: notice.version,
        actor: notice.actor,
        record: row ?? null,
        at: notice.at,
      };
      // The stored row's owner decides; a deleted (or already gone) record's is the write's.
      const owner = row ? this.source.ownerOfRow(list, row) : notice.owner;
      const moved = notice.formerOwner !== null && notice.formerOwner !== owner;
      return {
        list,
        owner,
        frame: frameOf(change),
        formerOwner: moved ? notice.formerOwner : null,
        gone: moved ? frameOf({ ...change, kind: 'delete', version: null, record: null }) : '',
      };
    });
    // Lists that show something of the record (a material's name in a blueprint's load) have no
    // row of it to patch: their readers read them again. They are shared catalogues (no owner).
    for (const list of this.source.listsDependingOn(notice.entity)) {
      changes.push({ list, owner: null, frame: staleFrameOf(notice.id, list), formerOwner: null, gone: '' });
    }
    return { id: notice.id, arrivedAt: this.clock(), changes };
  }

  /**
   * Keeps the batch's events for replay and writes each listener what of them it may see, in
   * order, as one write. What a listener may see depends only on its audience (role and
   * customer), so each audience's text is put together once and shared by its listeners.
   */
  private publish(events: readonly HubEvent[]): void {
    for (const event of events) this.keep(event);
    const texts = new Map<string, string>();
    for (const listener of this.listeners) {
      const audience = audienceOf(listener.caller);
      let text = texts.get(audience);
      if (text === undefined) {
        text = '';
        for (const event of events) for (const frame of this.framesFor(listener.caller, event)) text += frame;
        texts.set(audience, text);
      }
      if (text !== '') listener.write(text);
    }
  }

  /** What of the event the caller may see: the change, a delete where the record moved away from their customer, or nothing. */
  private *framesFor(caller: Caller, event: HubEvent): Generator<string> {
    for (const change of event.changes) {
      if (mayReadRecord(caller, change.list, change.owner)) yield change.frame;
      else if (change.formerOwner !== null && mayReadRecord(caller, change.list, change.formerOwner)) yield change.gone;
    }
  }

  private keep(event: HubEvent): void {
    // An id heard twice (it cannot be, short of a second sender) keeps its first place.
    if (this.positions.has(event.id)) return;
    this.positions.set(event.id, this.dropped + this.replay.length);
    this.replay.push(event);
    const oldest = this.clock() - this.maxAgeMs;
    let drop = Math.max(0, this.replay.length - this.maxEvents);
    while (drop < this.replay.length && (this.replay[drop] as HubEvent).arrivedAt < oldest) drop += 1;
    if (drop === 0) return;
    for (const gone of this.replay.splice(0, drop)) this.positions.delete(gone.id);
    this.dropped += drop;
  }

  /** Nothing kept is a valid place to resume from any more. */
  private forget(): void {
    this.dropped += this.replay.length;
    this.replay.length = 0;
    this.positions.clear();
  }
}
