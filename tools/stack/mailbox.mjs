// The local stack's mailbox: shows the mails the stack "sends" — the API's invitations (the JSON
// lines it appends to MAILBOX_FILE) and the Auth emulator's password-reset codes — on a small page
// at http://127.0.0.1:9094 and as JSON at /mails.json (for e2e tests). Local only: it listens on
// 127.0.0.1, answers only requests addressed to 127.0.0.1/localhost (no DNS rebinding), and is
// part of tools/stack alone — never of the app's bundle nor of the API.
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';

/**
 * @typedef {'invitation' | 'mailChange' | 'passwordReset'} MailKind
 * @typedef {{ kind: MailKind, to: string, subject: string, link: string, at: string }} MailboxMail
 * @typedef {{
 *   file: string,
 *   appOrigin: string,
 *   authEmulatorUrl: string,
 *   projectId: string,
 *   now?: () => Date,
 * }} MailboxSource
 *   file: the API's JSONL mailbox (MAILBOX_FILE); a missing file is an empty mailbox.
 *   appOrigin: the app's origin; reset links point at its own page.
 *   authEmulatorUrl: e.g. http://127.0.0.1:9099; its oobCodes list the reset mails.
 *   now: when a reset code was first seen (the emulator does not say when it was created).
 */

export const KIND_LABELS = /** @type {const} */ ({ invitation: 'Einladung', mailChange: 'E-Mail-Adresse bestätigen', passwordReset: 'Passwort zurücksetzen' });
export const RESET_SUBJECT = 'Passwort zurücksetzen';
export const MAILBOX_CSP = "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";
const EMULATOR_TIMEOUT_MS = 2000;

/** @param {unknown} value */
export function escapeHtml(value) {
  return String(value).replace(/[&<>"'`]/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * The mails in the API's mailbox file (invitations, confirmations of a new e-mail address), in file order. Lines that are not a complete mail
 * (the last one may be half-written while the API appends) are skipped.
 * @param {string} text
 * @returns {MailboxMail[]}
 */
export function parseMailboxFile(text) {
  /** @type {MailboxMail[]} */
  const mails = [];
  for (const line of text.split('\n')) {
    if (!line.trim()) continue;
    let entry;
    try {
      entry = JSON.parse(line);
    } catch {
      continue;
    }
    if (!entry || typeof entry !== 'object') continue;
    const { kind, to, subject, link, at } = entry;
    if ((kind !== 'invitation' && kind !== 'mailChange') || [to, subject, link, at].some((field) => typeof field !== 'string')) continue;
    mails.push({ kind, to, subject, link, at });
  }
  return mails;
}

/**
 * The app's own page for a reset code (the emulator's oobLink points at the emulator's page).
 * @param {string} appOrigin
 * @param {string} oobCode
 */
export function resetLink(appOrigin, oobCode) {
  const url = new URL('/passwort-zuruecksetzen', appOrigin);
  url.searchParams.set('mode', 'resetPassword');
  url.searchParams.set('oobCode', oobCode);
  return url.href;
}

/**
 * Newest first; mails of the same time keep the later-arrived one first.
 * @param {MailboxMail[]} mails in arrival order
 */
export function newestFirst(mails) {
  return mails
    .map((mail, index) => ({ mail, index, time: Date.parse(mail.at) || 0 }))
    .sort((a, b) => b.time - a.time || b.index - a.index)
    .map(({ mail }) => mail);
}

/**
 * Reads both sources. Reset codes are remembered from the first time they are seen (with that
 * time), so a used code — which the emulator forgets — stays in the mailbox, as a mail would.
 * @param {MailboxSource} source
 */
export function createMailbox(source) {
  const now = source.now ?? (() => new Date());
  /** @type {Map<string, MailboxMail>} oobCode → mail, in the order first seen */
  const resets = new Map();
  const oobCodesUrl = `${source.authEmulatorUrl.replace(/\/$/, '')}/emulator/v1/projects/${encodeURIComponent(source.projectId)}/oobCodes`;

  async function readInvitations() {
    try {
      return parseMailboxFile(await readFile(source.file, 'utf8'));
    } catch (error) {
      if (/** @type {NodeJS.ErrnoException} */ (error).code === 'ENOENT') return [];
      throw error;
    }
  }

  /** @returns {Promise<boolean>} whether the emulator answered */
  async function readResets() {
    let body;
    try {
      const response = await fetch(oobCodesUrl, { signal: AbortSignal.timeout(EMULATOR_TIMEOUT_MS) });
      if (!response.ok) return false;
      body = await response.json();
    } catch {
      return false;
    }
    const codes = Array.isArray(body?.oobCodes) ? body.oobCodes : [];
    for (const code of codes) {
      if (code?.requestType !== 'PASSWORD_RESET' || typeof code.oobCode !== 'string' || typeof code.email !== 'string') continue;
      if (resets.has(code.oobCode)) continue;
      resets.set(code.oobCode, {
        kind: 'passwordReset',
        to: code.email,
        subject: RESET_SUBJECT,
        link: resetLink(source.appOrigin, code.oobCode),
        at: now().toISOString(),
      });
    }
    return true;
  }

  return {
    /**
     * All mails, newest first; emulatorAnswered is false when the Auth emulator could not be asked
     * (then only reset mails seen before are listed).
     * @returns {Promise<{ mails: MailboxMail[], emulatorAnswered: boolean }>}
     */
    async read() {
      const [invitations, emulatorAnswered] = await Promise.all([readInvitations(), readResets()]);
      return { mails: newestFirst([...invitations, ...resets.values()]), emulatorAnswered };
    },
  };
}

/**
 * A link becomes an <a> only when it is http(s); anything else is shown as text.
 * @param {string} link
 */
function safeHref(link) {
  try {
    const url = new URL(link);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** @param {string} at */
function germanTime(at) {
  const time = Date.parse(at);
  if (Number.isNaN(time)) return at;
  return new Date(time).toLocaleString('de-DE', { timeZone: 'Europe/Berlin', dateStyle: 'medium', timeStyle: 'medium' });
}

/**
 * The mailbox page. Every value from data is escaped.
 * @param {MailboxMail[]} mails newest first
 * @param {{ emulatorAnswered?: boolean }} [options]
 */
export function renderMailboxPage(mails, { emulatorAnswered = true } = {}) {
  const items = mails.map((mail) => {
    const href = safeHref(mail.link);
    const link = href ? `<a href="${escapeHtml(href)}" rel="noreferrer">${escapeHtml(mail.link)}</a>` : escapeHtml(mail.link);
    return `<li><dl>
<dt>Art</dt><dd>${escapeHtml(KIND_LABELS[mail.kind] ?? mail.kind)}</dd>
<dt>An</dt><dd>${escapeHtml(mail.to)}</dd>
<dt>Betreff</dt><dd>${escapeHtml(mail.subject)}</dd>
<dt>Zeit</dt><dd><time datetime="${escapeHtml(mail.at)}">${escapeHtml(germanTime(mail.at))}</time></dd>
<dt>Link</dt><dd>${link}</dd>
</dl></li>`;
  });
  return `<!doctype html>
<html lang="de">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>Lokales Postfach</title>
<style>
body { font-family: system-ui, sans-serif; margin: 2rem auto; max-width: 60rem; padding: 0 1rem; color: #1a1a1a; }
ol { list-style: none; padding: 0; }
li { border: 1px solid #ccc; border-radius: 4px; margin: 0 0 1rem; padding: 0.75rem 1rem; }
dl { display: grid; grid-template-columns: max-content 1fr; gap: 0.25rem 1rem; margin: 0; }
dt { font-weight: 600; }
dd { margin: 0; overflow-wrap: anywhere; }
.note { color: #555; }
</style>
</head>
<body>
<h1>Lokales Postfach</h1>
<p class="note">Mails des lokalen Stacks (Einladungen der API, Passwort-Links des Auth-Emulators), neueste zuerst. Nur auf diesem Rechner erreichbar; nichts davon wird wirklich verschickt. Neu laden für neue Mails.</p>
${emulatorAnswered ? '' : '<p class="note">Der Auth-Emulator antwortet nicht: Passwort-Mails fehlen eventuell.</p>\n'}${
    items.length ? `<ol>\n${items.join('\n')}\n</ol>` : '<p>Keine Mails.</p>'
  }
</body>
</html>
`;
}

/**
 * Hosts a request may name: this machine only (a foreign name pointing at 127.0.0.1 — DNS
 * rebinding — must not read invitation tokens).
 * @param {string | undefined} host
 * @param {number} port
 */
function isLocalHost(host, port) {
  return ['127.0.0.1', 'localhost', '[::1]'].some((name) => host === name || host === `${name}:${port}`);
}

/**
 * Starts the mailbox HTTP server on 127.0.0.1.
 * @param {MailboxSource & { port: number }} options port 0 picks a free one
 * @returns {Promise<{ url: string, port: number, mailbox: ReturnType<typeof createMailbox>, close: () => Promise<void> }>}
 */
export async function startMailboxServer(options) {
  const mailbox = createMailbox(options);
  let port = options.port;
  const server = createServer((request, response) => {
    /** @param {number} status @param {string} type @param {string} body @param {Record<string, string>} [headers] */
    const send = (status, type, body, headers = {}) => {
      response.writeHead(status, {
        'Content-Type': type,
        'Content-Security-Policy': MAILBOX_CSP,
        'Cache-Control': 'no-store',
        'X-Content-Type-Options': 'nosniff',
        'Referrer-Policy': 'no-referrer',
        'X-Frame-Options': 'DENY',
        ...headers,
      });
      response.end(body);
    };
    const text = 'text/plain; charset=utf-8';
    if (!isLocalHost(request.headers.host, port)) return send(403, text, 'Nur lokal.\n');
    const path = (request.url ?? '/').split('?')[0];
    if (path !== '/' && path !== '/mails.json') return send(404, text, 'Nicht gefunden.\n');
    if (request.method !== 'GET') return send(405, text, 'Nur GET.\n', { Allow: 'GET' });
    mailbox.read().then(
      ({ mails, emulatorAnswered }) =>
        path === '/mails.json'
          ? send(200, 'application/json; charset=utf-8', JSON.stringify(mails))
          : send(200, 'text/html; charset=utf-8', renderMailboxPage(mails, { emulatorAnswered })),
      (error) => send(500, text, `Postfach nicht lesbar: ${String(error)}\n`),
    );
  });
  await new Promise((resolveListen, rejectListen) => {
    server.once('error', rejectListen);
    server.listen(options.port, '127.0.0.1', () => {
      server.off('error', rejectListen);
      resolveListen(undefined);
    });
  });
  const address = server.address();
  port = typeof address === 'object' && address ? address.port : options.port;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    mailbox,
    close: () =>
      new Promise((resolveClose) => {
        server.close(() => resolveClose(undefined));
        server.closeAllConnections();
      }),
  };
}

/**
 * Calls onMail for every mail that arrives after the first look (mails already there are not
 * reported), every intervalMs. Returns a function that stops it.
 * @param {ReturnType<typeof createMailbox>} mailbox
 * @param {(mail: MailboxMail) => void} onMail
 * @param {{ intervalMs?: number }} [options]
 */
export function watchMailbox(mailbox, onMail, { intervalMs = 2000 } = {}) {
  /** @type {Set<string>} */
  const known = new Set();
  let first = true;
  let stopped = false;
  /** @type {NodeJS.Timeout | undefined} */
  let timer;
  const key = (/** @type {MailboxMail} */ mail) => JSON.stringify([mail.kind, mail.to, mail.link, mail.at]);
  const look = async () => {
    try {
      const { mails } = await mailbox.read();
      // Oldest first, so they are reported in the order they arrived.
      for (const mail of [...mails].reverse()) {
        const id = key(mail);
        if (known.has(id)) continue;
        known.add(id);
        if (!first && !stopped) onMail(mail);
      }
      first = false;
    } catch {
      // An unreadable file now may be readable at the next look.
    }
    if (!stopped) timer = setTimeout(look, intervalMs);
  };
  void look();
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}

/**
 * The line `npm start` prints for a new mail. Control characters from data are replaced, so a
 * hostile address cannot send escape sequences to the terminal.
 * @param {MailboxMail} mail
 */
export function mailLine(mail) {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is replaced
  const plain = (/** @type {string} */ value) => value.replace(/[\u0000-\u001f\u007f-\u009f]/g, '\uFFFD');
  return `✉  ${KIND_LABELS[mail.kind] ?? plain(mail.kind)} an ${plain(mail.to)}: ${plain(mail.link)}`;
}
