import { fileURLToPath } from 'node:url';
import type { RelayLaunch } from '../live/relay/stream-relay';

/** The stream relay as the tests start it: from source, with tsx's loader (as under `api:serve` and the local stack). */
export const SOURCE_RELAY: RelayLaunch = {
  script: fileURLToPath(new URL('../live/relay/relay-main.ts', import.meta.url)),
  execArgv: ['--import', 'tsx'],
};
