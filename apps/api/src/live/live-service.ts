import type { FastifyInstance } from 'fastify';
import type { CallerDirectory } from '../access/callers';
import type { Database } from '../db/database';
import { forbidden, notFound } from '../http/errors';
import type { ReplyEndpointHandlers } from '../http/endpoints';
import { EventHub, type EventHubOptions } from './event-hub';
import { listReach } from './live-access';
import { DEFAULT_MAX_BUFFERED_BYTES, LiveStreams, type LiveStreamLimits } from './live-streams';
import { PresenceBoard } from './presence';
import type { RecordSource } from './record-source';
import { StreamRelay, type RelayLaunch } from './relay/stream-relay';

export interface LiveOptions extends Pick<EventHubOptions, 'maxEvents' | 'maxAgeMs' | 'batchSize' | 'tickMs' | 'maxReplayBytes'>, LiveStreamLimits {
  /** How often expired editors are looked for. @default 5 s */
  presenceSweepMs?: number;
  /**
   * The stream relay process that writes the streams' frames (live/relay/), so that the fan-out to
   * many listeners does not run on the API's thread; without it the API writes them itself.
   */
  relay?: RelayLaunch;
}

export interface LiveDeps {
  db: Database;
  callers: CallerDirectory;
  source: RecordSource;
  /** The clock of token expiry and presence (the services' `now`). */
  now: () => Date;
  log: (message: string, fields?: Record<string, unknown>) => void;
  options?: LiveOptions;
}

/**
 * The live half of the API: the event hub (committed writes → per-caller changes), the presence
 * board, the open streams and, when asked for, the relay process that writes them — started with
 * the app and stopped when it closes (the streams end before the server waits for open requests,
 * the listeners stop before the database closes).
 * Returns the handlers of `live.events` and `live.presence`.
 */
export async function startLive(app: FastifyInstance, { db, callers, source, now, log, options = {} }: LiveDeps): Promise<ReplyEndpointHandlers> {
  const clock = () => now().getTime();
  const hub = new EventHub(db, source, { ...options, clock, log });
  const relay = options.relay ? await StreamRelay.start(options.relay, options.maxBufferedBytes ?? DEFAULT_MAX_BUFFERED_BYTES, log) : null;
  const streams = new LiveStreams(db, hub, callers, clock, options, relay);
  const presence = new PresenceBoard(db, (entry) => streams.presenceChanged(entry), clock, options.presenceSweepMs);
  await hub.start();
  await presence.start();
  await streams.start();
  app.addHook('preClose', async () => streams.closeAll());
  app.addHook('onClose', async () => {
    await streams.stop();
    await relay?.stop();
    await presence.stop();
    await hub.stop();
  });

  return {
    'live.events': async ({ caller }, request, reply) => streams.open(request, reply, caller, presence.current()),

    // The caller has the record open in a form: allowed when they may read its list and the
    // record is in their reach (else the same 404 as for a record that does not exist).
    'live.presence': async ({ caller, body }, _request, reply) => {
      const reach = listReach(caller, body.list);
      if (!reach) throw forbidden(`${caller.role} may not read ${body.list}`);
      if (!source.isList(body.list)) throw notFound('List', 'list');
      const row = (await source.readListRows(db, body.list, [body.uid])).get(body.uid);
      if (!row) throw notFound('Record', 'uid');
      const owner = source.ownerOfRow(body.list, row);
      if (reach === 'customer' && owner !== caller.customerUid) throw notFound('Record', 'uid');
      await presence.announce({ list: body.list, uid: body.uid, owner, editing: body.editing, editor: { uid: caller.uid, name: caller.name.slice(0, 400) } });
      return reply.code(204).send();
    },
  };
}
