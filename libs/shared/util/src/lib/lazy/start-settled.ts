/**
 * The end of the page's start: the first screen shows what it came for (data-access's
 * `useStartSettled` marks it). What the first screen does not need — the service worker and its
 * precache, the live stream, the notices' library — waits for it, so it neither competes with
 * the first screen's scripts and data nor counts against them. Once settled, it stays settled
 * for the page's life.
 */
let settled = false;
const waiting = new Set<() => void>();

/** Whether the start is over. */
export function isStartSettled(): boolean {
  return settled;
}

/** Ends the start (once; later calls do nothing). */
export function markStartSettled(): void {
  if (settled) return;
  settled = true;
  for (const resume of waiting) resume();
  waiting.clear();
}

/**
 * Resolves once the start is over, or `latestMs` after the call at the latest (a page that never
 * marks it, such as /login, which has no data to wait for).
 */
export function whenStartSettled(latestMs: number): Promise<void> {
  if (settled) return Promise.resolve();
  return new Promise((resolve) => {
    const resume = () => {
      clearTimeout(timer);
      waiting.delete(resume);
      resolve();
    };
    const timer = setTimeout(resume, latestMs);
    waiting.add(resume);
  });
}
