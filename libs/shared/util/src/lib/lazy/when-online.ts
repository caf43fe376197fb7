/** Whether the browser reports a connection (always true where there is no `navigator`). */
export function isOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}

/**
 * Calls `retry` each time the browser comes back online (the `online` event): a part that could
 * not be loaded tries again by itself. Returns the function that stops listening.
 */
export function onReconnect(retry: () => void): () => void {
  if (typeof window === 'undefined') return () => undefined;
  window.addEventListener('online', retry);
  return () => window.removeEventListener('online', retry);
}
