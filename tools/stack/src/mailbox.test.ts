// The local mailbox: real HTTP on free ports, a real file, and a tiny fake Auth emulator that
// lists reset codes the way firebase-tools does (GET /emulator/v1/projects/<id>/oobCodes).
import { appendFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request as httpRequest, type Server } from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  MAILBOX_CSP,
  escapeHtml,
  mailLine,
  newestFirst,
  parseMailboxFile,
  renderMailboxPage,
  resetLink,
  startMailboxServer,
  watchMailbox,
  type MailboxMail,
} from '../mailbox.mjs';

const require = createRequire(import.meta.url);
const { AuthEmulator } = require('firebase-tools/lib/emulator/auth/index.js') as typeof import('firebase-tools/lib/emulator/auth/index.js');

const PROJECT = 'demo-rescue-admin';
const APP = 'http://localhost:4200';

const invitation = (to: string, at: string, extra: Record<string, string> = {}) => ({
  kind: 'invitation',
  to,
  subject: 'Einladung zu rescue-admin',
  text: `Hallo ${to}, …`,
  link: `${APP}/einladung#tok-${to}`,
  at,
  ...extra,
});
const line = (entry: object) => `${JSON.stringify(entry)}\n`;

/** The fake Auth emulator: answers oobCodes with whatever `codes` holds, counts the requests. */
let codes: object[] = [];
let emulatorRequests: string[] = [];
let emulator: Server;
let emulatorUrl: string;

beforeAll(async () => {
  emulator = createServer((request, response) => {
    emulatorRequests.push(request.url ?? '');
    if (request.url === `/emulator/v1/projects/${PROJECT}/oobCodes`) {
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify({ oobCodes: codes }));
    } else {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => emulator.listen(0, '127.0.0.1', resolve));
  const address = emulator.address();
  emulatorUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(() => new Promise<void>((resolve) => emulator.close(() => resolve())));

let dir: string;
let file: string;
let server: Awaited<ReturnType<typeof startMailboxServer>>;
let clock: Date;

beforeEach(async () => {
  codes = [];
  emulatorRequests = [];
  dir = mkdtempSync(join(tmpdir(), 'rescue-mailbox-'));
  file = join(dir, 'mailbox.jsonl');
  clock = new Date('2026-11-26T12:00:00.000Z');
  server = await startMailboxServer({ port: 0, file, appOrigin: APP, authEmulatorUrl: emulatorUrl, projectId: PROJECT, now: () => clock });
});
afterEach(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

/** A raw request (fetch would not let us set Host). */
function get(path: string, { method = 'GET', host }: { method?: string; host?: string } = {}) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }>((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port: server.port, path, method, headers: host ? { host } : {} }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}
const mailsJson = async () => JSON.parse((await get('/mails.json')).body) as MailboxMail[];

describe('escapeHtml', () => {
  it('should escape every character that could open markup or end an attribute', () => {
    expect(escapeHtml(`<script>alert("x")</script> & 'y' \`z\``)).toBe(
      '&#60;script&#62;alert(&#34;x&#34;)&#60;/script&#62; &#38; &#39;y&#39; &#96;z&#96;',
    );
    expect(escapeHtml('Erika Mustermann')).toBe('Erika Mustermann');
  });
});

describe('parseMailboxFile', () => {
  it('should skip a half-written last line, broken lines and entries that are not mails', () => {
    const text = [
      line(invitation('a@example.org', '2026-11-26T10:00:00.000Z')),
      'not json\n',
      line({ kind: 'invitation', to: 'b@example.org' }),
      line({ ...invitation('c@example.org', '2026-11-26T10:00:00.000Z'), kind: 'other' }),
      line(invitation('d@example.org', '2026-11-26T11:00:00.000Z')),
      line({ ...invitation('f@example.org', '2026-11-26T11:30:00.000Z'), kind: 'mailChange' }),
      line(invitation('e@example.org', '2026-11-26T12:00:00.000Z')).slice(0, 40),
    ].join('');
    expect(parseMailboxFile(text).map((mail) => mail.to)).toEqual(['a@example.org', 'd@example.org', 'f@example.org']);
    // Only the fields the mailbox shows (not the text).
    expect(parseMailboxFile(text)[0]).toEqual({
      kind: 'invitation',
      to: 'a@example.org',
      subject: 'Einladung zu rescue-admin',
      link: `${APP}/einladung#tok-a@example.org`,
      at: '2026-11-26T10:00:00.000Z',
    });
  });
});

describe('newestFirst', () => {
  it('should sort by time, the later-arrived first among equal times', () => {
    const mail = (to: string, at: string): MailboxMail => ({ kind: 'invitation', to, subject: 's', link: 'l', at });
    expect(
      newestFirst([mail('a', '2026-01-01T00:00:00Z'), mail('b', '2026-03-01T00:00:00Z'), mail('c', '2026-01-01T00:00:00Z')]).map((m) => m.to),
    ).toEqual(['b', 'c', 'a']);
  });
});

describe('resetLink', () => {
  it("should point at the app's own page with the emulator's code", () => {
    expect(resetLink(APP, 'ab+c/d=')).toBe(`${APP}/passwort-zuruecksetzen?mode=resetPassword&oobCode=ab%2Bc%2Fd%3D`);
  });
});

describe('renderMailboxPage', () => {
  it('should show a javascript: link as text, never as a link', () => {
    const page = renderMailboxPage([{ kind: 'invitation', to: 'x', subject: 's', link: 'javascript:alert(1)', at: '2026-11-26T10:00:00Z' }]);
    expect(page).not.toContain('href="javascript');
    expect(page).toContain('javascript:alert(1)');
  });
});

describe('mailbox server', () => {
  it('given no mailbox file yet, should answer an empty list and a page that says so', async () => {
    expect(await mailsJson()).toEqual([]);
    const page = await get('/');
    expect(page.status).toBe(200);
    expect(page.body).toContain('Lokales Postfach');
    expect(page.body).toContain('Keine Mails.');
  });

  it('should escape a hostile subject and address on the page and send a strict CSP, no-store', async () => {
    writeFileSync(
      file,
      line(
        invitation('<script>alert(1)</script>@example.org', '2026-11-26T10:00:00.000Z', {
          subject: '<script>alert("subject")</script><img src=x onerror=alert(2)>',
          link: `${APP}/einladung#"><script>alert(3)</script>`,
        }),
      ),
    );
    const page = await get('/');
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['content-security-policy']).toBe(MAILBOX_CSP);
    expect(MAILBOX_CSP).toMatch(/^default-src 'none'; style-src 'unsafe-inline'/);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).not.toMatch(/<script|<img/i);
    expect(page.body).toContain('&#60;script&#62;alert(1)&#60;/script&#62;@example.org');
    expect(page.body).toContain('&#60;img src=x onerror=alert(2)&#62;');
    // The link is an <a>, its href escaped (URL-encoded by the URL parser, then HTML-escaped).
    expect(page.body).toMatch(/<a href="http:\/\/localhost:4200\/einladung#%22%3E%3Cscript%3Ealert\(3\)%3C\/script%3E" rel="noreferrer">/);
    expect(page.body).toContain('<dd>Einladung</dd>');
  });

  it('should read the file fresh at every request, tolerating a half-written last line', async () => {
    writeFileSync(file, line(invitation('a@example.org', '2026-11-26T10:00:00.000Z')));
    expect((await mailsJson()).map((mail) => mail.to)).toEqual(['a@example.org']);
    appendFileSync(file, line(invitation('b@example.org', '2026-11-26T11:00:00.000Z')).slice(0, 30));
    expect((await mailsJson()).map((mail) => mail.to)).toEqual(['a@example.org']);
    appendFileSync(file, line(invitation('b@example.org', '2026-11-26T11:00:00.000Z')).slice(30));
    expect((await mailsJson()).map((mail) => mail.to)).toEqual(['b@example.org', 'a@example.org']);
  });

  it("should merge the emulator's password-reset codes, linked to the app's page, newest first", async () => {
    writeFileSync(file, line(invitation('a@example.org', '2026-11-26T11:00:00.000Z')) + line(invitation('c@example.org', '2026-11-26T13:00:00.000Z')));
    codes = [
      { email: 'b@example.org', oobCode: 'code-b', oobLink: `${emulatorUrl}/emulator/action?mode=resetPassword&oobCode=code-b`, requestType: 'PASSWORD_RESET' },
      { email: 'v@example.org', oobCode: 'code-v', oobLink: 'x', requestType: 'VERIFY_EMAIL' },
    ];
    const mails = await mailsJson();
    expect(emulatorRequests).toContain(`/emulator/v1/projects/${PROJECT}/oobCodes`);
    expect(mails).toEqual([
      expect.objectContaining({ to: 'c@example.org', kind: 'invitation' }),
      {
        kind: 'passwordReset',
        to: 'b@example.org',
        subject: 'Passwort zurücksetzen',
        link: `${APP}/passwort-zuruecksetzen?mode=resetPassword&oobCode=code-b`,
        at: '2026-11-26T12:00:00.000Z',
      },
      expect.objectContaining({ to: 'a@example.org', kind: 'invitation' }),
    ]);
    // A used code (the emulator forgets it) stays in the mailbox with its first-seen time.
    codes = [];
    clock = new Date('2026-11-26T14:00:00.000Z');
    expect((await mailsJson()).map((mail) => mail.to)).toEqual(['c@example.org', 'b@example.org', 'a@example.org']);
    const page = (await get('/')).body;
    expect(page).toContain('<dd>Passwort zurücksetzen</dd>');
    expect(page).toContain(`<a href="${APP}/passwort-zuruecksetzen?mode=resetPassword&#38;oobCode=code-b" rel="noreferrer">`);
  });

  it('given an emulator that does not answer, should still list the invitations', async () => {
    await server.close();
    server = await startMailboxServer({ port: 0, file, appOrigin: APP, authEmulatorUrl: 'http://127.0.0.1:9', projectId: PROJECT });
    writeFileSync(file, line(invitation('a@example.org', '2026-11-26T11:00:00.000Z')));
    expect((await mailsJson()).map((mail) => mail.to)).toEqual(['a@example.org']);
    expect((await get('/')).body).toContain('Der Auth-Emulator antwortet nicht');
  });

  it('should answer 404 for other paths, 405 for other methods, 403 for other host names', async () => {
    expect((await get('/mails')).status).toBe(404);
    expect((await get('/../etc/passwd')).status).toBe(404);
    expect((await get('/favicon.ico')).status).toBe(404);
    expect((await get('/mails.json', { method: 'POST' })).status).toBe(405);
    expect((await get('/', { method: 'DELETE' })).status).toBe(405);
    expect((await get('/mails.json', { host: 'attacker.example.org' })).status).toBe(403);
    expect((await get('/mails.json', { host: `localhost:${server.port}` })).status).toBe(200);
    const json = await get('/mails.json');
    expect(json.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(json.headers['cache-control']).toBe('no-store');
  });

  it('should listen on 127.0.0.1 only', () => {
    expect(server.url).toBe(`http://127.0.0.1:${server.port}`);
  });
});

describe('watchMailbox', () => {
  it('should report only mails that arrive after the first look, once each', async () => {
    writeFileSync(file, line(invitation('old@example.org', '2026-11-26T09:00:00.000Z')));
    const seen: string[] = [];
    // The watcher's looks, counted as each read of the mailbox finishes.
    let looks = 0;
    const counted = { ...server.mailbox, read: () => server.mailbox.read().finally(() => (looks += 1)) };
    const stop = watchMailbox(counted, (mail) => seen.push(mailLine(mail)), { intervalMs: 20 });
    try {
      await expect.poll(() => looks).toBeGreaterThanOrEqual(1);
      appendFileSync(file, line(invitation('x@example.org', '2026-11-26T10:00:00.000Z')));
      codes = [{ email: 'y\u001b[31m@example.org', oobCode: 'code-y', oobLink: 'x', requestType: 'PASSWORD_RESET' }];
      await expect.poll(() => seen.length).toBe(2);
      // Two more looks, which must report neither mail again.
      const reported = looks;
      await expect.poll(() => looks).toBeGreaterThanOrEqual(reported + 2);
    } finally {
      stop();
    }
    // A look under way when the two arrive may see one of them only: the order across looks is not fixed.
    expect([...seen].sort()).toEqual(
      [
        `✉  Einladung an x@example.org: ${APP}/einladung#tok-x@example.org`,
        `✉  Passwort zurücksetzen an y\uFFFD[31m@example.org: ${APP}/passwort-zuruecksetzen?mode=resetPassword&oobCode=code-y`,
      ].sort(),
    );
  });
});

describe('with the real Auth emulator (firebase-tools, pinned)', () => {
  let realEmulator: InstanceType<typeof AuthEmulator>;
  let realUrl: string;
  beforeAll(async () => {
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const address = probe.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    realUrl = `http://127.0.0.1:${port}`;
    realEmulator = new AuthEmulator({ host: '127.0.0.1', port, projectId: PROJECT });
    await realEmulator.start();
    // Compiling the emulator's API spec takes a few CPU seconds, far longer on a busy machine.
  }, 300_000);
  afterAll(async () => {
    await realEmulator?.stop();
  });

  it("should list the reset mail of sendPasswordResetEmail (the emulator's oobCodes), linked to the app", async () => {
    const identity = (method: string, body: object) =>
      fetch(`${realUrl}/identitytoolkit.googleapis.com/v1/accounts:${method}?key=demo`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    expect((await identity('signUp', { email: 'max@example.org', password: 'Geheim-123' })).status).toBe(200);
    // What firebase/auth's sendPasswordResetEmail sends.
    expect((await identity('sendOobCode', { requestType: 'PASSWORD_RESET', email: 'max@example.org' })).status).toBe(200);

    await server.close();
    server = await startMailboxServer({ port: 0, file, appOrigin: APP, authEmulatorUrl: realUrl, projectId: PROJECT, now: () => clock });
    const mails = await mailsJson();
    expect(mails).toEqual([
      {
        kind: 'passwordReset',
        to: 'max@example.org',
        subject: 'Passwort zurücksetzen',
        link: expect.stringMatching(/^http:\/\/localhost:4200\/passwort-zuruecksetzen\?mode=resetPassword&oobCode=[\w-]+$/),
        at: clock.toISOString(),
      },
    ]);
    // The code in the link is one the emulator accepts for a reset.
    const oobCode = new URL(mails[0]?.link ?? '').searchParams.get('oobCode');
    const reset = await identity('resetPassword', { oobCode, newPassword: 'Neu-Geheim-456' });
    expect(reset.status).toBe(200);
    expect(await reset.json()).toMatchObject({ email: 'max@example.org', requestType: 'PASSWORD_RESET' });
  });
});
