import { giveWayToRequests } from '../../lib/background-pace.js';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { WELCOME_LINK_TTL_DAYS, resetPasswordLink } from 'shared-contracts';
import { welcomeMail } from '../../mail/templates.js';
import { issuePasswordToken } from '../accounts/index.js';
import { languageOf } from '../languages/index.js';

/*
 * What user administration decides beyond one route: the welcome e-mail of a member an admin or
 * manager created, the queue that sends an import's welcome e-mails without flooding the
 * family's mail server, and how a mail failure is logged.
 */

const WELCOME_LINK_TTL_MINUTES = WELCOME_LINK_TTL_DAYS * 24 * 60;

/**
 * A mail failure as it may be logged: the code, the SMTP reply code and the message with every
 * form of the SMTP credentials removed (SMTP_URL carries a password; an error's message or
 * command could quote it). Never the error object itself.
 */
export function describeMailError(error: unknown, smtpUrl: string | null): { code?: string; responseCode?: number; command?: string; message: string } {
  const e = (error ?? {}) as { code?: unknown; responseCode?: unknown; command?: unknown; message?: unknown };
  const secrets: string[] = [];
  if (smtpUrl) {
    try {
      const url = new URL(smtpUrl);
      for (const part of [url.username, url.password]) {
        if (!part) continue;
        secrets.push(part, decodeURIComponent(part));
      }
      const user = decodeURIComponent(url.username);
      const pass = decodeURIComponent(url.password);
      if (pass) {
        secrets.push(Buffer.from(`\u0000${user}\u0000${pass}`).toString('base64'), Buffer.from(pass).toString('base64'));
      }
      secrets.push(smtpUrl);
    } catch {
      secrets.push(smtpUrl);
    }
  }
  let message = typeof e.message === 'string' ? e.message : String(error);
  // Longest first, so a secret that contains another is removed whole.
  for (const secret of [...new Set(secrets)].filter((s) => s.length >= 3).sort((a, b) => b.length - a.length)) {
    message = message.split(secret).join('[redacted]');
  }
  return {
    ...(typeof e.code === 'string' ? { code: e.code } : {}),
    ...(typeof e.responseCode === 'number' ? { responseCode: e.responseCode } : {}),
    // The SMTP verb only ('AUTH PLAIN'), never its arguments.
    ...(typeof e.command === 'string' ? { command: e.command.split(' ').slice(0, 2).join(' ') } : {}),
    message: message.slice(0, 500),
  };
}

interface WelcomeTarget {
  id: number;
  email: string;
  displayName: string | null;
  /** The member's language when they have one already; a new account's is the site's default. */
  language?: string | null;
}

/**
 * Issues a welcome link (single use, WELCOME_LINK_TTL_DAYS days, built on PUBLIC_URL) and mails
 * it. True when the mail went out (or into the outbox); false when sending failed (logged
 * without credentials: the member can still use "Forgot password").
 */
export async function sendWelcome(app: FastifyInstance, user: WelcomeTarget, log: FastifyBaseLogger): Promise<boolean> {
  const { config } = app;
  try {
    const { token } = await issuePasswordToken(app.db, user.id, 'welcome', WELCOME_LINK_TTL_MINUTES, app.now());
    const link = resetPasswordLink(config.publicUrl, token, user.email);
    const locale = await languageOf(app.db, user.language);
    const sent = await app.mailer.send(
      welcomeMail({ to: user.email, siteName: config.siteName, link, expiresDays: WELCOME_LINK_TTL_DAYS, name: user.displayName ?? undefined, locale }),
    );
    if (app.mailer.kind === 'outbox') {
      // Never the link: whoever reads the log (journald's readers, a log shipper) would hold the account.
      log.info({ userId: user.id, file: sent.file }, 'No SMTP_URL set: the welcome e-mail was written to the outbox file named here');
    } else {
      log.info({ userId: user.id }, 'welcome e-mail sent');
    }
    return true;
  } catch (error) {
    log.warn({ userId: user.id, mailError: describeMailError(error, config.smtpUrl) }, 'the welcome e-mail could not be sent');
    return false;
  }
}

/**
 * Sends the welcome e-mails of an import in the background, a few at a time, so that a family's
 * mail server is not hit by thousands of connections at once. Shutting down stops it: what was
 * not sent yet is logged (those members use "Forgot password").
 */
export class WelcomeQueue {
  private readonly waiting: WelcomeTarget[] = [];
  private running = 0;
  private closed = false;
  private readonly idleWaiters: Array<() => void> = [];
  sent = 0;
  failed = 0;

  constructor(
    private readonly send: (user: WelcomeTarget) => Promise<boolean>,
    private readonly log: FastifyBaseLogger,
    private readonly concurrency = 2,
  ) {}

  /** Members still waiting for their e-mail (not counting those being sent). */
  get pending(): number {
    return this.waiting.length;
  }

  add(users: WelcomeTarget[]): void {
    if (this.closed) return;
    this.waiting.push(...users);
    this.pump();
  }

  /** Resolves once nothing is waiting or being sent (tests). */
  idle(): Promise<void> {
    if (this.running === 0 && this.waiting.length === 0) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  /** Stops: the e-mails being sent finish, the waiting ones are dropped (and counted in the log). */
  async close(): Promise<void> {
    this.closed = true;
    const dropped = this.waiting.splice(0);
    if (dropped.length > 0) {
      this.log.warn({ count: dropped.length, userIds: dropped.slice(0, 50).map((u) => u.id) }, 'shutting down: welcome e-mails not sent (those members can use "Forgot password")');
    }
    await this.idle();
  }

  private pump(): void {
    while (this.running < this.concurrency && this.waiting.length > 0 && !this.closed) {
      const user = this.waiting.shift()!;
      this.running += 1;
      // Each e-mail waits for a quiet moment (lib/background-pace.ts), so answers to other requests
      // are never kept waiting behind the queue.
      void giveWayToRequests()
        .then(() => (this.closed ? true : this.send(user)))
        .then((ok) => (ok ? (this.sent += 1) : (this.failed += 1)))
        .catch(() => (this.failed += 1))
        .finally(() => {
          this.running -= 1;
          this.pump();
          if (this.running === 0 && this.waiting.length === 0) for (const resolve of this.idleWaiters.splice(0)) resolve();
        });
    }
    if (this.running === 0 && this.waiting.length === 0) for (const resolve of this.idleWaiters.splice(0)) resolve();
  }
}
