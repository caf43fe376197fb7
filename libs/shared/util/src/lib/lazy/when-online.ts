/**
 * The browser's side of the connection, reached through `globalThis` so that the lib also
 * type-checks (and runs) where there is no DOM: the API imports util's text helpers.
 */
interface ConnectionScope {
  navigator?: { onLine?: boolean };
  addEventListener?: (type: 'online', listener: () => void) => void;
  removeEventListener?: (type: 'online', listener: () => void) => void;
}
const scope = globalThis as ConnectionScope;

/** Whether the browser reports a connection (always true where there is no `navigator`). */
export function isOnline(): boolean {
  return scope.navigator?.onLine !== false;
}

/**
 * Calls `retry` each time the browser comes back online (the `online` event): a part that could
 * not be loaded tries again by itself. Returns the function that stops listening.
 */
export function onReconnect(retry: () => void): () => void {
  if (!scope.addEventListener || !scope.removeEventListener) return () => undefined;
  scope.addEventListener('online', retry);
  return () => scope.removeEventListener?.('online', retry);
}
