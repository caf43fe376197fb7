import {
  PRESENCE_BEAT_MS,
  PRESENCE_EXPIRES_MS,
  type LiveActor,
  type LiveChange,
  type LivePresence,
  type PresenceBeat,
} from '@rescue-admin/api-contract';
import { recordKey, registerReader } from './store-readers';

/** What the live connection tells the store; lists and forms read it through the hooks. */
export interface LiveStore {
  /** Changes the cache has just applied, in arrival order; myUid = the signed-in user (own changes raise no notices). */
  receive(changes: readonly LiveChange[], myUid: string): void;
  /** A record's editors changed (from the stream). */
  presence(presence: LivePresence): void;
  /** The stream lost track, or the session ended: forget everything. */
  clear(): void;
}

export interface LiveStoreOptions {
  /** Sends an open form's heartbeat (`POST <base>/presence`); a failure is ignored (the next beat retries). */
  sendBeat: (beat: PresenceBeat) => Promise<void>;
  /** @default Date.now */
  now?: () => number;
}

/** How long a row changed by someone else counts as recently changed (its highlight). */
export const RECENTLY_CHANGED_MS = 3_000;

/** The latest change of one record by someone else, numbered in arrival order across the store. */
export interface ChangeEntry {
  readonly change: LiveChange;
  readonly seq: number;
}

/** What the hooks read and subscribe to; not part of the public API (a caller sees only {@link LiveStore}). */
export interface LiveStoreReader {
  /** The number of the latest change received (0 before any): a form's "since I opened" mark. */
  lastSeq(): number;
  changeOf(key: string): ChangeEntry | null;
  subscribeChange(key: string, listener: () => void): () => void;
  recentOf(list: string): ReadonlySet<string>;
  subscribeRecent(list: string, listener: () => void): () => void;
  editorsOf(key: string): readonly LiveActor[];
  subscribeEditors(key: string, listener: () => void): () => void;
  /** A form has the record open: beats until the returned function is called (counted per record). */
  open(list: string, uid: string): () => void;
}

const NO_EDITORS: readonly LiveActor[] = Object.freeze([]);
const NO_UIDS: ReadonlySet<string> = new Set();

/** Listeners per key; notifying a key reaches only the components that show it. */
class Listeners {
  private readonly byKey = new Map<string, Set<() => void>>();

  add(key: string, listener: () => void, onEmpty?: () => void): () => void {
    let set = this.byKey.get(key);
    if (!set) this.byKey.set(key, (set = new Set()));
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0 && this.byKey.get(key) === set) {
        this.byKey.delete(key);
        onEmpty?.();
      }
    };
  }

  has(key: string): boolean {
    return this.byKey.has(key);
  }

  notify(keys: Iterable<string>): void {
    for (const key of keys) for (const listener of [...(this.byKey.get(key) ?? [])]) listener();
  }

  notifyAll(): void {
    this.notify([...this.byKey.keys()]);
  }
}

/**
 * One timer for a map whose entries expire in insertion order (each entry's deadline is `now` plus
 * a fixed time when it is set, and a renewed entry is deleted and set again), so the sweep stops at
 * the first entry still alive.
 */
class ExpiryQueue<T extends { expiresAt: number }> {
  readonly entries = new Map<string, T>();
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly now: () => number,
    private readonly onExpired: (expired: ReadonlyMap<string, T>) => void,
  ) {}

  set(key: string, entry: T): void {
    this.entries.delete(key);
    this.entries.set(key, entry);
    this.schedule();
  }

  delete(key: string): void {
    this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
    clearTimeout(this.timer);
    this.timer = undefined;
  }

  private schedule(): void {
    if (this.timer !== undefined) return;
    const first = this.entries.values().next();
    if (first.done) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.sweep();
    }, Math.max(0, first.value.expiresAt - this.now()));
  }

  private sweep(): void {
    const at = this.now();
    const expired = new Map<string, T>();
    for (const [key, entry] of this.entries) {
      if (entry.expiresAt > at) break;
      expired.set(key, entry);
    }
    for (const key of expired.keys()) this.entries.delete(key);
    if (expired.size > 0) this.onExpired(expired);
    this.schedule();
  }
}

interface RecentEntry {
  list: string;
  uid: string;
  expiresAt: number;
}

interface PresenceEntry {
  editors: readonly LiveActor[];
  expiresAt: number;
}

interface OpenForm {
  count: number;
  timer: ReturnType<typeof setInterval>;
}

/**
 * The live state lists and forms show: the latest change of each record by someone else, the uids
 * of each list changed in the last {@link RECENTLY_CHANGED_MS}, and the editors of each record
 * (expiring after PRESENCE_EXPIRES_MS without news, as on the server). Subscriptions are per record
 * and per list, so a change re-renders only what shows that record or list.
 */
export function createLiveStore(options: LiveStoreOptions): LiveStore {
  const now = options.now ?? Date.now;
  let seq = 0;
  const changes = new Map<string, ChangeEntry>();
  const changeListeners = new Listeners();
  const recentByList = new Map<string, ReadonlySet<string>>();
  const recentListeners = new Listeners();
  const editorListeners = new Listeners();
  const openForms = new Map<string, OpenForm>();

  /**
   * A change is kept while its record is shown (a form subscribes) or while it is recent: a form
   * that mounts just after it still finds it, and a list of 100,000 rows leaves nothing behind.
   */
  const recent = new ExpiryQueue<RecentEntry>(now, (expired) => {
    const lists = new Set<string>();
    for (const [key, entry] of expired) {
      lists.add(entry.list);
      if (!changeListeners.has(key)) changes.delete(key);
    }
    for (const list of lists) {
      const next = new Set(recentByList.get(list));
      for (const entry of expired.values()) if (entry.list === list) next.delete(entry.uid);
      if (next.size === 0) recentByList.delete(list);
      else recentByList.set(list, next);
    }
    recentListeners.notify(lists);
  });

  const editors = new ExpiryQueue<PresenceEntry>(now, (expired) => editorListeners.notify(expired.keys()));

  function beat(list: string, uid: string, editing: boolean): void {
    try {
      void options.sendBeat({ list, uid, editing }).catch(() => undefined);
    } catch {
      // A beat that cannot be sent is retried by the next one; presence is best effort.
    }
  }

  const store: LiveStore = {
    receive(received, myUid) {
      const keys = new Set<string>();
      const added = new Map<string, string[]>();
      const expiresAt = now() + RECENTLY_CHANGED_MS;
      for (const change of received) {
        if (change.actor.uid === myUid) continue;
        const key = recordKey(change.list, change.uid);
        changes.set(key, { change, seq: ++seq });
        keys.add(key);
        recent.set(key, { list: change.list, uid: change.uid, expiresAt });
        const uids = added.get(change.list);
        if (uids) uids.push(change.uid);
        else added.set(change.list, [change.uid]);
      }
      for (const [list, uids] of added) recentByList.set(list, new Set([...(recentByList.get(list) ?? []), ...uids]));
      changeListeners.notify(keys);
      recentListeners.notify(added.keys());
    },

    presence({ list, uid, editors: actors }) {
      const key = recordKey(list, uid);
      if (actors.length === 0) editors.delete(key);
      else editors.set(key, { editors: actors, expiresAt: now() + PRESENCE_EXPIRES_MS });
      editorListeners.notify([key]);
    },

    clear() {
      changes.clear();
      recent.clear();
      recentByList.clear();
      editors.clear();
      changeListeners.notifyAll();
      recentListeners.notifyAll();
      editorListeners.notifyAll();
    },
  };

  registerReader(store, {
    lastSeq: () => seq,
    changeOf: (key) => changes.get(key) ?? null,
    subscribeChange: (key, listener) =>
      changeListeners.add(key, listener, () => {
        if (!recent.entries.has(key)) changes.delete(key);
      }),
    recentOf: (list) => recentByList.get(list) ?? NO_UIDS,
    subscribeRecent: (list, listener) => recentListeners.add(list, listener),
    editorsOf: (key) => editors.entries.get(key)?.editors ?? NO_EDITORS,
    subscribeEditors: (key, listener) => editorListeners.add(key, listener),
    open(list, uid) {
      const key = recordKey(list, uid);
      const form = openForms.get(key);
      if (form) form.count += 1;
      else {
        beat(list, uid, true);
        openForms.set(key, { count: 1, timer: setInterval(() => beat(list, uid, true), PRESENCE_BEAT_MS) });
      }
      let closed = false;
      return () => {
        if (closed) return;
        closed = true;
        const open = openForms.get(key);
        if (!open || --open.count > 0) return;
        clearInterval(open.timer);
        openForms.delete(key);
        beat(list, uid, false);
      };
    },
  });
  return store;
}
