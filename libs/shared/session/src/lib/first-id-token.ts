import { onReconnect } from '@rescue-admin/util';

/** What this needs of a Firebase user. */
export interface TokenSource {
  getIdToken: () => Promise<string>;
}

function isNetworkFailure(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'auth/network-request-failed';
}

/**
 * Asks Firebase for the signed-in user's first ID token and calls `onToken` once it is there.
 * Started without a connection, with a token that has to be refreshed, Firebase cannot hand one
 * out: then it asks again each time the browser comes back online, so the app's requests start by
 * themselves (no reload). Any other failure is logged and not retried. Returns the function that
 * stops it (signed out, another user).
 */
export function obtainFirstIdToken(user: TokenSource, onToken: () => void, reconnect: (retry: () => void) => () => void = onReconnect): () => void {
  let stopped = false;
  let retryWhenOnline = false;
  const stopListening = reconnect(() => {
    if (retryWhenOnline) attempt();
  });
  const stop = () => {
    stopped = true;
    stopListening();
  };
  function attempt() {
    retryWhenOnline = false;
    user.getIdToken().then(
      () => {
        if (stopped) return;
        stop();
        onToken();
      },
      (error: unknown) => {
        if (stopped) return;
        if (isNetworkFailure(error)) {
          retryWhenOnline = true;
          return;
        }
        stop();
        console.error('ID token could not be obtained', error);
      },
    );
  }
  attempt();
  return stop;
}
