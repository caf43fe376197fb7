import type { QueryClient } from '@tanstack/react-query';
import type { PresenceBeat } from '@rescue-admin/api-contract';
import { learnEndpointAbsent } from '@rescue-admin/data-access';
import { isUnknownRoute } from '../stream/unknown-route';

/** The heartbeat's name in the session's offers (data-access's capabilities): an extension of apps/api. */
export const LIVE_PRESENCE = { name: 'live.presence', extension: true } as const;

export interface BeatSenderOptions {
  queryClient: QueryClient;
  /** The base service's address, with its trailing slash. */
  base: string;
  getToken: (forceRefresh?: boolean) => Promise<string>;
  /** @default globalThis.fetch */
  fetch?: typeof globalThis.fetch;
}

/**
 * The live store's `sendBeat`: `POST <base>/presence` with the beat and the bearer token. A 404
 * without the API's code (a service without presence) marks it absent in the session's offers and
 * sends no further beat; any other failure rejects (the store ignores it, the next beat retries).
 */
export function createBeatSender({ queryClient, base, getToken, fetch: fetchFn }: BeatSenderOptions): (beat: PresenceBeat) => Promise<void> {
  const send = fetchFn ?? ((input, init) => globalThis.fetch(input, init));
  let absent = false;
  return async (beat) => {
    if (absent) return;
    const response = await send(`${base}presence`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${await getToken()}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(beat),
    });
    if (await isUnknownRoute(response)) {
      absent = true;
      learnEndpointAbsent(queryClient, LIVE_PRESENCE.name);
      return;
    }
    if (!response.ok) throw new Error(`presence answered ${response.status}`);
  };
}
