/**
 * The hydrants a round has opened „Prüfung erfassen“ for today, in session storage: a save made
 * without a connection waits in the queue, so the list's `lastInspection` does not show it yet,
 * and the next hydrant offered must still be another one. A new day starts afresh.
 */
const KEY = 'hydrants.round.visited';

const today = () => new Date().toDateString();

function read(): Set<string> {
  try {
    const stored = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as { day?: unknown; uids?: unknown } | null;
    if (stored && stored.day === today() && Array.isArray(stored.uids)) return new Set(stored.uids.filter((uid): uid is string => typeof uid === 'string'));
  } catch {
    // Unreadable: nothing visited.
  }
  return new Set();
}

export function visitedToday(): ReadonlySet<string> {
  return read();
}

export function markVisited(uid: string): void {
  const uids = read();
  uids.add(uid);
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ day: today(), uids: [...uids] }));
  } catch {
    // Storage full or blocked: the round still offers by `lastInspection`.
  }
}
