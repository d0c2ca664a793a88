import fs from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra header lines (a notification's List-Unsubscribe, RFC 2369 and 8058). */
  headers?: Record<string, string>;
}

export interface SentMail {
  /** The .eml file written in outbox mode. */
  file?: string;
}

export interface Mailer {
  /** 'smtp' sends through SMTP_URL; 'outbox' writes .eml files into DATA_DIR/outbox. */
  readonly kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<SentMail>;
  close(): void;
}

export interface MailerOptions {
  smtpUrl: string | null;
  from: string;
  /** DATA_DIR/outbox */
  outboxDir: string;
  log: FastifyBaseLogger;
}

/** Bounded waits, so a dead mail server cannot hold a request or a shutdown for minutes. */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

export function outboxDirOf(dataDir: string): string {
  return path.join(dataDir, 'outbox');
}

/**
 * The transport, made at the first message: nodemailer (3 MB of heap) is loaded only by a server
 * that sends mail, which most do a few times a month.
 */
function lazyTransport(make: () => Promise<Transporter>) {
  let transport: Promise<Transporter> | undefined;
  let made: Transporter | undefined;
  return {
    get: () =>
      (transport ??= make().then((ready) => {
        made = ready;
        return made;
      })),
    close: () => made?.close(),
  };
}

const OUTBOX_TRANSPORT = { streamTransport: true, buffer: true, newline: 'unix' } as const;

/**
 * The outbox's transport from the only two parts of nodemailer it uses, as createTransport makes
 * it. The whole library is 39 modules to load and compile on the event loop: at an import's first
 * welcome e-mail that held it for 61 ms, these two for 24 ms (measured standalone).
 */
async function outboxTransport(from: string): Promise<Transporter> {
  const [{ default: Mail }, { default: StreamTransport }] = await Promise.all([
    import('nodemailer/lib/mailer'),
    import('nodemailer/lib/stream-transport'),
  ]);
  // The mailer's own options (DKIM, a proxy, a logger) the outbox has none of.
  return new Mail(new StreamTransport(OUTBOX_TRANSPORT), undefined, { from }) as Transporter;
}

export function createMailer(options: MailerOptions): Mailer {
  if (options.smtpUrl) {
    const smtpUrl = options.smtpUrl;
    const transport = lazyTransport(async () =>
      (await import('nodemailer')).default.createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS } as never, { from: options.from }),
    );
    return {
      kind: 'smtp',
      async send(message) {
        await (await transport.get()).sendMail(message);
        return {};
      },
      close: transport.close,
    };
  }

  const transport = lazyTransport(() => outboxTransport(options.from));
  return {
    kind: 'outbox',
    async send(message) {
      const info = (await (await transport.get()).sendMail(message)) as unknown as { message: Buffer };
      await fs.mkdir(options.outboxDir, { recursive: true, mode: 0o700 });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(options.outboxDir, `${stamp}-${randomBytes(4).toString('hex')}.eml`);
      // The file holds a live password link: readable by the server's user only.
      await fs.writeFile(file, info.message, { mode: 0o600 });
      return { file };
    },
    close: transport.close,
  };
}
