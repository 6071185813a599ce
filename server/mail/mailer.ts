// The shop's one way to send e-mail (issue 15 point 6). With SMTP_URL it sends through that
// server (nodemailer's SMTP transport); without, the embedded default writes every message to
// the outbox folder DATA_DIR/outbox/ as one JSON file (headers, text, html and the raw RFC 822
// message), where a developer, a test or a support tool reads it. Nothing here knows what the
// messages say: server/mail/messages.ts renders them in the shopper's language.
import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** One message in the outbox folder (the JSON file's content). */
export interface OutboxMessage extends MailMessage {
  messageId: string;
  from: string;
  date: string;
  /** The whole message as an SMTP server would have received it. */
  raw: string;
}

export interface Mailer {
  /** Sends (or files in the outbox) one message; rejects when the SMTP server refuses it. */
  send(message: MailMessage): Promise<{ messageId: string }>;
  /** The outbox folder, or null when messages go through SMTP_URL. */
  readonly outbox: string | null;
}

export interface MailerOptions {
  /** smtp:// or smtps:// URL with any credentials (SMTP_URL); absent: the outbox. */
  smtpUrl?: string | undefined;
  /** Where the outbox is (DATA_DIR/outbox). */
  outboxDir: string;
  /** The sender (MAIL_FROM). */
  from: string;
}

export const DEFAULT_MAIL_FROM = 'ATV-Huset <kundeservice@atv-huset.no>';

/** The outbox folder of a data folder: DATA_DIR/outbox. */
export const outboxDirOf = (dataDir: string): string => join(dataDir, 'outbox');

/**
 * The message for nodemailer with its recipient as one address, never parsed: a string `to` is
 * read as an address list ("x <a@b.no>, c@d.no"), so a name or a list that got past the shop's
 * e-mail rule could still reach someone else.
 */
function envelopeOf(from: string, message: Parameters<Mailer['send']>[0]) {
  return { from, ...message, to: { name: '', address: message.to } };
}

export function createMailer(options: MailerOptions): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      outbox: null,
      async send(message) {
        const info = await transport.sendMail(envelopeOf(options.from, message));
        return { messageId: info.messageId };
      },
    };
  }
  const dir = options.outboxDir;
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  return {
    outbox: dir,
    async send(message) {
      const info = await transport.sendMail(envelopeOf(options.from, message));
      const raw = info.message;
      const messageId = info.messageId;
      const date = new Date().toISOString();
      const stored: OutboxMessage = {
        messageId,
        from: options.from,
        date,
        ...message,
        // buffer: true makes the stream transport answer the message as one Buffer.
        raw: Buffer.isBuffer(raw) ? raw.toString('utf8') : '',
      };
      await mkdir(dir, { recursive: true });
      // Date first, so a listing sorts oldest first; written aside and renamed, so a reader never
      // sees half a message.
      const name = `${date.replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.json`;
      const partial = join(dir, `.${name}.tmp`);
      await writeFile(partial, JSON.stringify(stored, null, 2));
      await rename(partial, join(dir, name));
      return { messageId };
    },
  };
}

/** The outbox's messages, oldest first (empty when there is no outbox folder yet). */
export async function readOutbox(dir: string): Promise<OutboxMessage[]> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch {
    return [];
  }
  const files = names.filter((name) => name.endsWith('.json') && !name.startsWith('.')).sort();
  return Promise.all(
    files.map(async (name) => JSON.parse(await readFile(join(dir, name), 'utf8')) as OutboxMessage),
  );
}

/** The shop's mailer with what every mail needs besides: its public origin and the inbox limit. */
export interface ShopMail {
  mailer: Mailer;
  /** PUBLIC_URL: the origin links in mails name. */
  publicUrl: string;
  /**
   * Counts a mail to a typed address's inbox (+tags and Gmail's dots are one inbox); false when
   * that inbox has had its share (accounts.ts RecipientMailLimit). Absent: no limit here.
   */
  allowsMailTo?: (address: string) => boolean;
}
