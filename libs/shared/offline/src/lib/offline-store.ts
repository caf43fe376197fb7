/**
 * Where a browser keeps one user's offline data: a key-value store per user uid. The app uses
 * IndexedDB ({@link idbStores}); tests use {@link memoryStores}, which behaves the same (values
 * are copied as IndexedDB's structured clone copies them, so a `Date` stays a `Date`).
 */
export interface OfflineStore {
  get<T>(key: string): Promise<T | undefined>;
  set(key: string, value: unknown): Promise<void>;
  /** Every key of this user's store. */
  keys(): Promise<string[]>;
  /** Removes these keys. */
  delMany(keys: readonly string[]): Promise<void>;
  /** Removes everything of this user. */
  clear(): Promise<void>;
}

/** The stores of every user who used this browser. */
export interface OfflineStores {
  /** The store of the user `uid` (one of its own: nothing of another user is ever read from it). */
  forUser(uid: string): OfflineStore;
  /** Removes the stores of every user but `keep` (all of them when null). */
  wipeAllBut(keep: string | null): Promise<void>;
}

/** Stores in memory, for tests: `stores.users()` names the users that have one. */
export function memoryStores(): OfflineStores & { users(): string[] } {
  const byUser = new Map<string, Map<string, unknown>>();
  const entries = (uid: string) => {
    let map = byUser.get(uid);
    if (!map) byUser.set(uid, (map = new Map()));
    return map;
  };
  return {
    forUser: (uid) => ({
      get: async <T,>(key: string) => structuredClone(entries(uid).get(key)) as T | undefined,
      set: async (key, value) => void entries(uid).set(key, structuredClone(value)),
      keys: async () => [...entries(uid).keys()],
      delMany: async (keys) => {
        for (const key of keys) entries(uid).delete(key);
      },
      clear: async () => void byUser.delete(uid),
    }),
    wipeAllBut: async (keep) => {
      for (const uid of [...byUser.keys()]) if (uid !== keep) byUser.delete(uid);
    },
    users: () => [...byUser.keys()].filter((uid) => (byUser.get(uid)?.size ?? 0) > 0),
  };
}
