import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { createServer, type AddressInfo, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { MailboxFileMailer, SmtpMailer, type Mail } from './mailer';

const MAIL: Mail = {
  kind: 'invitation',
  to: 'petra.probe@example.org',
  subject: 'Einladung zu rescue-admin',
  text: 'Hallo Petra,\n\nhttp://localhost:4200/einladung#token',
  link: 'http://localhost:4200/einladung#token',
};

describe('the local mailbox file', () => {
  it('appends each mail as a line of JSON that only its owner may read', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'mailbox-'));
    try {
      const file = join(dir, 'mailbox.jsonl');
      const mailer = new MailboxFileMailer(file, () => new Date('2026-11-26T10:00:00Z'));
      expect(await mailer.send(MAIL)).toBe(true);
      await mailer.send({ ...MAIL, to: 'zweite@example.org' });
      const lines = (await readFile(file, 'utf8')).trim().split('\n').map((line) => JSON.parse(line) as Mail & { at: string });
      expect(lines.map((line) => line.to)).toEqual(['petra.probe@example.org', 'zweite@example.org']);
      expect(lines[0]).toEqual({ ...MAIL, at: '2026-11-26T10:00:00.000Z' });
      expect((await stat(file)).mode & 0o777).toBe(0o600);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

/** A minimal SMTP server on a free loopback port that keeps what it is sent. */
function fakeSmtp(): Promise<{ server: Server; port: number; received: { from: string; to: string[]; data: string }[] }> {
  const received: { from: string; to: string[]; data: string }[] = [];
  const server = createServer((socket) => {
    let buffer = '';
    let inData = false;
    let current = { from: '', to: [] as string[], data: '' };
    socket.write('220 localhost ESMTP fake\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let end: number;
      while ((end = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            received.push(current);
            current = { from: '', to: [], data: '' };
            socket.write('250 OK queued\r\n');
          } else current.data += `${line}\n`;
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'QUIT') {
          socket.end('221 bye\r\n');
          continue;
        }
        if (verb === 'MAIL') current.from = line;
        if (verb === 'RCPT') current.to.push(line);
        if (verb === 'DATA') inData = true;
        socket.write(verb === 'EHLO' || verb === 'HELO' ? '250 localhost\r\n' : verb === 'DATA' ? '354 go ahead\r\n' : '250 OK\r\n');
      }
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ server, port: (server.address() as AddressInfo).port, received })));
}

describe('SMTP', () => {
  let server: Server | null = null;
  afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

  it('hands the mail to the SMTP server: sender, recipient, subject and the plain-text link', async () => {
    const smtp = await fakeSmtp();
    server = smtp.server;
    const mailer = new SmtpMailer(`smtp://127.0.0.1:${smtp.port}`, 'rescue-admin <noreply@example.org>');
    expect(await mailer.send(MAIL)).toBe(true);
    expect(smtp.received).toHaveLength(1);
    const [sent] = smtp.received;
    expect(sent?.from).toContain('noreply@example.org');
    expect(sent?.to.join()).toContain('petra.probe@example.org');
    expect(sent?.data).toMatch(/^Subject: Einladung zu rescue-admin$/m);
    expect(sent?.data).toContain('http://localhost:4200/einladung#token');
    expect(sent?.data).not.toMatch(/text\/html/);
  });
});
