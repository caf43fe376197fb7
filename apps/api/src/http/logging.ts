import { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import { isPgError } from '../db/database';

/** Where and how much the API logs (JSON lines, pino). */
export interface LogOptions {
  /** pino level: fatal, error, warn, info, debug, trace, silent. */
  level: string;
  /** Default: stdout. Tests pass a stream to read what would be logged. */
  stream?: { write(line: string): void };
}

/**
 * Runs of text between the characters that end an address (white space, quotes, brackets). The
 * pattern has a single greedy class and nothing after it, so it never backtracks: one pass.
 */
const WORDS = /[^\s"'<>()[\]]+/g;

/**
 * Takes e-mail addresses (`local@domain.tld`: `local` and `domain` without `@`, a dot and at least
 * two ASCII letters at the end) out of a free text — an error message may quote what it refused,
 * a path may carry one. Linear in the text's length: it runs on every logged path at `info`, and a
 * backtracking pattern would let any unauthenticated request with a long path block the event loop.
 */
export const withoutEmails = (text: string) => (text.includes('@') ? text.replace(WORDS, wordWithoutEmails) : text);

/**
 * One word split at its `@`s: a part with text before the `@` and a domain at the start of the
 * part after it is an address; the domain ends after its last `.letters`, and whatever follows
 * it may be the local part of the next address.
 */
function wordWithoutEmails(word: string): string {
  if (!word.includes('@')) return word;
  const parts = word.split('@');
  let out = '';
  let index = 0;
  let from = 0;
  while (index < parts.length - 1) {
    const local = (parts[index] as string).slice(from);
    const end = local.length > 0 ? domainEnd(parts[index + 1] as string) : -1;
    out += end > 0 ? '[e-mail]' : `${local}@`;
    index += 1;
    from = Math.max(end, 0);
  }
  return out + (parts[index] as string).slice(from);
}

/** Where the longest `something.tld` at the start of `part` ends (the last dot with ≥ 2 letters after it), or -1. */
function domainEnd(part: string): number {
  for (let dot = part.lastIndexOf('.'); dot >= 1; dot = part.lastIndexOf('.', dot - 1)) {
    let end = dot + 1;
    while (end < part.length && isAsciiLetter(part.charCodeAt(end))) end += 1;
    if (end - dot - 1 >= 2) return end;
  }
  return -1;
}

const isAsciiLetter = (code: number) => (code >= 65 && code <= 90) || (code >= 97 && code <= 122);

/** A logged path is cut after this many characters: the route already says what was asked. */
export const MAX_LOGGED_PATH = 2_048;

/**
 * A request's path as it may be logged: without its query, cut to {@link MAX_LOGGED_PATH}
 * characters, without e-mail addresses. The cut comes first, so the work per request is bounded
 * whatever arrives; a cut path also loses the segment the cut falls into, because an address
 * (which never holds a `/`) cut in half would no longer be recognised as one.
 */
export function loggedPath(url: string): string {
  const queryAt = url.indexOf('?');
  const path = queryAt < 0 ? url : url.slice(0, queryAt);
  if (path.length <= MAX_LOGGED_PATH) return withoutEmails(path);
  const cut = path.slice(0, MAX_LOGGED_PATH);
  return `${withoutEmails(cut.slice(0, cut.lastIndexOf('/') + 1))}…`;
}

/**
 * An error as it may be logged: its type, code and where it happened — never what it was about.
 * A PostgreSQL error's message and detail can quote the refused values (an e-mail in a duplicate
 * key, a name in a data error), so only its SQLSTATE and constraint are kept; other messages lose
 * any e-mail address. The stack keeps its frames, not its first line (which repeats the message).
 */
export function safeError(error: unknown, depth = 0): Record<string, unknown> {
  if (!(error instanceof Error)) {
    // Some libraries reject with plain objects ({code, message}).
    if (typeof error !== 'object' || error === null) return { type: typeof error };
    const { code, message } = error as { code?: unknown; message?: unknown };
    return { type: 'object', ...(typeof code === 'string' ? { code } : {}), ...(typeof message === 'string' ? { message: withoutEmails(message) } : {}) };
  }
  const out: Record<string, unknown> = { type: error.name };
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' || typeof code === 'number') out['code'] = code;
  if (isPgError(error)) {
    if (error.constraint) out['constraint'] = error.constraint;
  } else {
    out['message'] = withoutEmails(error.message);
  }
  const frames = error.stack
    ?.split('\n')
    .filter((line) => line.trimStart().startsWith('at '))
    .join('\n');
  if (frames) out['stack'] = frames;
  if (error.cause !== undefined && depth < 3) out['cause'] = safeError(error.cause, depth + 1);
  return out;
}

/**
 * Fastify's logger: JSON lines, one per request at `info` (method, route, path without its query,
 * status, time), without the Authorization header, cookies, bodies, query strings, client
 * addresses or anything else that could name a person.
 */
export function loggerOptions(options: LogOptions): Exclude<FastifyServerOptions['logger'], boolean | undefined> {
  return {
    level: options.level,
    ...(options.stream ? { stream: options.stream } : {}),
    // Nothing below logs headers; should anyone add them to a log line, these never get through.
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', 'headers.authorization', 'headers.cookie', 'authorization', 'cookie'],
      censor: '[redacted]',
    },
    serializers: {
      // The query string can hold an address (geocoding) or a uid; the route pattern says enough.
      req: (request: FastifyRequest) => ({ method: request.method, route: request.routeOptions?.url, path: loggedPath(request.url) }),
      res: (reply: { statusCode: number }) => ({ statusCode: reply.statusCode }),
      // pino's type wants message and stack; a PostgreSQL error deliberately has no message here.
      err: (error: unknown) => safeError(error) as { type: string; message: string; stack: string },
    },
  };
}

/**
 * A request's one line, when it is answered. Also written by live/live-streams.ts for an event
 * stream that the relay process held: Fastify never sees that response end.
 */
export function logAnswered(request: FastifyRequest, reply: FastifyReply, error?: Error | null): void {
  const line = { req: request, res: reply, responseTime: Math.round(reply.elapsedTime), ...(error ? { err: error } : {}) };
  if (error || reply.statusCode >= 500) reply.log.warn(line, 'request failed');
  else reply.log.info(line, 'request completed');
}

/**
 * Fastify's own log lines, reduced to one per request — when it is answered (at `info`; 5xx and
 * failed answers at `warn`) — and none that repeat an error's message or a raw URL with its query.
 * The probes (/healthz, /readyz: route log level `warn`) show up only when they fail.
 */
export class ApiLogController extends LogController {
  override incomingRequest(): void {
    // The line at the answer says it all (with the time taken).
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    logAnswered(request, reply, error);
  }

  override defaultErrorLog(error: Error, request: FastifyRequest, reply: FastifyReply): void {
    reply.log.error({ req: request, res: reply, err: error }, 'request failed');
  }

  override routeNotFound(): void {
    // Answered 404 and logged with its path (never its query) by requestCompleted.
  }
}
