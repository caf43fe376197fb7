import { CallerDirectory, type Caller } from './access/callers';
import { AccountSync } from './accounts/account-sync';
import { Invitations } from './accounts/invitations';
import { MailChanges } from './accounts/mail-changes';
import type { AppOptions } from './app-options';
import type { EndpointHandlers, ReplyEndpointHandlers } from './http/endpoints';
import { HttpError } from './http/errors';
import { IdempotencyKeys } from './http/idempotency';
import { startLive } from './live/live-service';
import { listDefinition, listsDependingOn, listsOfEntity, ownerOfRow, readListRows } from './lists/list-rows';
import { NO_MAILER } from './mail/mailer';
import { allHandlers } from './routes/all-handlers';
import { invitationHandlers } from './routes/invitations';
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** Keeps sign-in accounts in step with user records (see accounts/account-sync.ts). */
    accountSync: AccountSync;
  }
}

/** The actor of what the API does on its own (an invitation for an account it locked), in the audit log. */
const SYSTEM_CALLER: Caller = { uid: 'system', role: 'SUPER_ADMIN', customerUid: '', name: 'System' };

export interface AppServices {
  callers: CallerDirectory;
  idempotency: IdempotencyKeys;
  handlers: EndpointHandlers;
  replyHandlers: ReplyEndpointHandlers;
}

/**
 * The long-lived parts behind the endpoints — the caller directory, invitations, e-mail changes,
 * the account sync, the idempotency keys, the live stream — and every endpoint's handler made from them. Each part
 * with a listener or timer starts here and stops when the app closes (before the database does).
 */
export async function startServices(app: FastifyInstance, options: AppOptions): Promise<AppServices> {
  const { db } = options.services;
  const callers = new CallerDirectory(db, options.callerCacheMs ?? 30_000);
  await callers.start();
  app.addHook('onClose', () => callers.stop());

  const warn = (message: string, fields?: Record<string, unknown>) => app.log.warn(fields ?? {}, message);
  const appUrl = options.appUrl ?? options.corsOrigins[0] ?? null;
  const profile = options.profile ?? 'full';
  // The spec profile sends no mail: a new e-mail takes effect at once, nobody is invited.
  const mailer = profile === 'spec' ? NO_MAILER : (options.mailer ?? NO_MAILER);
  const invitations = new Invitations(db, options.services.accounts, mailer, options.services.now, appUrl, warn);
  const mailChanges = new MailChanges(db, options.services.accounts, mailer, options.services.now, appUrl, warn);
  const sessionsEnded = (uid: string) => {
    options.tokens.forget?.(uid);
    callers.forget(uid);
  };
  const accountSync = new AccountSync(db, options.services.accounts, warn, undefined, {
    sessionsEnded,
    // A user locked out of the initial password gets an invitation (mailed where a mail service is set).
    locked: async (uid) => {
      if (profile === 'spec') return;
      await invitations.issue(uid, SYSTEM_CALLER).catch((error: unknown) => {
        if (!(error instanceof HttpError)) throw error;
      });
    },
  });
  if (options.accountSyncIntervalMs) accountSync.start(options.accountSyncIntervalMs);
  // Shutting down: no new timer runs, and a run under way finishes before the database closes.
  app.addHook('onClose', () => accountSync.stop());
  app.decorate('accountSync', accountSync);

  // Idempotent creates store their answer in their write's transaction (http/idempotency.ts):
  // handlers get the database whose transactions do that.
  const idempotency = new IdempotencyKeys(db, options.services.now, warn);
  idempotency.start(options.idempotencyPruneIntervalMs);
  app.addHook('onClose', () => idempotency.stop());

  const handlers: EndpointHandlers = {
    ...allHandlers({ ...options.services, db: idempotency.database(db), profile, accountSync, mailChanges, onAccountDeleted: sessionsEnded }),
    ...invitationHandlers(invitations, mailChanges, accountSync),
  };
  // The live stream and presence (live/): started after the caller directory, stopped before it.
  const replyHandlers = await startLive(app, { db, callers, source: { isList: (list) => listDefinition(list) !== undefined, readListRows, listsOfEntity, listsDependingOn, ownerOfRow }, now: options.services.now, log: warn, options: options.live });
  return { callers, idempotency, handlers, replyHandlers };
}
