import { appendFile } from 'node:fs/promises';

/** One e-mail the API sends: plain text only (nothing from data is ever rendered as HTML). */
export interface Mail {
  /** What it is for, so the local mailbox can show it: an invitation, or the confirmation of a new e-mail address. */
  kind: 'invitation' | 'mailChange';
  to: string;
  subject: string;
  text: string;
  /** The one link the mail carries, also on its own for the local mailbox. */
  link: string;
}

/** Delivers the API's mails; `send` resolves true when the mail was handed on. */
export interface Mailer {
  readonly delivers: boolean;
  send(mail: Mail): Promise<boolean>;
}

/** No mail service configured: nothing is sent, the administrator hands the link on. */
export const NO_MAILER: Mailer = { delivers: false, send: async () => false };

/**
 * The local stack's mailbox: every mail a line of JSON in a file that the stack's mailbox page
 * shows and `npm start` prints. Only ever configured for the local stack (MAILBOX_FILE, refused
 * with production settings — config.ts).
 */
export class MailboxFileMailer implements Mailer {
  readonly delivers = true;
  constructor(
    private readonly file: string,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async send(mail: Mail): Promise<boolean> {
    await appendFile(this.file, `${JSON.stringify({ ...mail, at: this.now().toISOString() })}\n`, { mode: 0o600 });
    return true;
  }
}

/** SMTP (SMTP_URL, e.g. `smtps://user:pass@mail.example.org`): nodemailer, loaded only when configured. */
export class SmtpMailer implements Mailer {
  readonly delivers = true;
  private transport: Promise<{ sendMail(options: object): Promise<unknown> }> | null = null;
  constructor(
    private readonly url: string,
    private readonly from: string,
  ) {}

  async send(mail: Mail): Promise<boolean> {
    this.transport ??= import('nodemailer').then((nodemailer) => nodemailer.createTransport(this.url));
    await (await this.transport).sendMail({ from: this.from, to: mail.to, subject: mail.subject, text: mail.text });
    return true;
  }
}
