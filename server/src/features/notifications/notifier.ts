import type { Agent } from 'node:https';
import {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_DEFAULTS,
  NOTIFICATION_KINDS,
  type NotificationChoices,
  type NotificationKind,
  type PushPayload,
} from 'shared-contracts';
import type { Db } from '../../db/index.js';
import {
  claimNotification,
  deletePushSubscription,
  listPushSubscriptions,
  markNotificationSent,
  readChoices,
  type ChoiceRow,
  type NotificationKey,
  type RecipientRow,
} from './queries.js';
import type { Mailer, MailMessage } from '../../mail/index.js';
import { siteKey } from '../../lib/site-key.js';
import { sendPush, type PushOutcome } from './push-sender.js';
import { unsubscribeUrl } from './unsubscribe-links.js';
import { vapidKeys } from './vapid-keys.js';

/*
 * Sends one notification to one member (issue 22): once only (a row claims it before anything is
 * sent), by e-mail and on each device they allowed, as they chose. A device the push service no
 * longer knows (404/410) is forgotten.
 */

/**
 * Where the unsubscribe links lead (routes.ts): outside /api, since a mail app's
 * one-click POST (RFC 8058) and the page's own form carry no header of the app's.
 */
export const UNSUBSCRIBE_PATH = '/unsubscribe';
/** What a link at the foot of every e-mail stops besides its own kind. */
export const STOP_ALL = 'all';
/** A claim not marked sent after this long (the process died while sending) may be taken again. */
const STALE_CLAIM_MS = 10 * 60_000;
/** How long a push service keeps a message for a device that is off: a day's news. */
const PUSH_TTL_SECONDS = 24 * 60 * 60;

interface NotifierOptions {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  siteName: string;
  dataDir: string;
  mailFrom: string;
  log: { warn(details: object, message: string): void };
  /** Reaches a push service with another trust (the tests' own). */
  pushAgent?: Agent;
}

/** The links a notification e-mail ends with. */
interface StopLinks {
  stopThese: string;
  stopAll: string;
}

interface Delivery {
  key: NotificationKey & { kind: NotificationKind };
  recipient: Pick<RecipientRow, 'id' | 'email'>;
  /** The e-mail, given the links that stop it. */
  mail: (links: StopLinks) => MailMessage;
  push: PushPayload;
  /** The recipient's choices when the caller already read them. */
  choices?: NotificationChoices;
}

type DeliveryResult = { sent: false; why: 'not chosen' | 'already sent' } | { sent: true; email: boolean; devices: PushOutcome[] };

/** The member's choices: what they stored, the defaults for the rest. */
export function choicesFrom(rows: readonly ChoiceRow[]): NotificationChoices {
  const choices = Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, { ...NOTIFICATION_DEFAULTS[kind] }])) as NotificationChoices;
  for (const row of rows) {
    if ((NOTIFICATION_KINDS as readonly string[]).includes(row.kind) && (NOTIFICATION_CHANNELS as readonly string[]).includes(row.channel)) {
      choices[row.kind as NotificationKind][row.channel] = row.enabled;
    }
  }
  return choices;
}

export class Notifier {
  constructor(private readonly options: NotifierOptions) {}

  async choicesOf(userId: number): Promise<NotificationChoices> {
    return choicesFrom(await readChoices(this.options.db, userId));
  }

  /** The install's public key, with which a device subscribes (made at first use); '' when the key file is damaged (logged). */
  publicKey(): string {
    try {
      return vapidKeys(this.options.dataDir).publicKey;
    } catch (error) {
      this.options.log.warn({ err: error }, 'push notifications are off: the VAPID key file cannot be used');
      return '';
    }
  }

  /** The signed link that stops `stop` for the member. */
  stopLink(memberId: number, stop: string): string {
    return unsubscribeUrl(this.options.publicUrl, UNSUBSCRIBE_PATH, siteKey(this.options.dataDir), memberId, stop);
  }

  async deliver(delivery: Delivery, now: Date): Promise<DeliveryResult> {
    const { db } = this.options;
    const { key, recipient } = delivery;
    const choice = (delivery.choices ?? (await this.choicesOf(recipient.id)))[key.kind];
    if (!choice.email && !choice.push) return { sent: false, why: 'not chosen' };
    if (!(await claimNotification(db, key, now, new Date(now.getTime() - STALE_CLAIM_MS)))) return { sent: false, why: 'already sent' };

    let email = false;
    if (choice.email) {
      try {
        await this.options.mailer.send(delivery.mail({ stopThese: this.stopLink(recipient.id, key.kind), stopAll: this.stopLink(recipient.id, STOP_ALL) }));
        email = true;
      } catch (error) {
        this.options.log.warn({ err: error, to: recipient.id, kind: key.kind }, 'a notification could not be e-mailed');
      }
    }
    const devices = choice.push ? await this.push(recipient.id, delivery.push) : [];
    await markNotificationSent(db, key, now);
    return { sent: true, email, devices };
  }

  /** The payload to each of the member's devices; those the push service forgot are forgotten here. */
  async push(userId: number, payload: PushPayload): Promise<PushOutcome[]> {
    const { db } = this.options;
    const targets = await listPushSubscriptions(db, userId);
    if (targets.length === 0 || this.publicKey() === '') return [];
    const text = JSON.stringify(payload);
    const subject = this.options.publicUrl.startsWith('https:') ? this.options.publicUrl : `mailto:${this.options.mailFrom.replace(/^.*<([^>]+)>.*$/, '$1')}`;
    const outcomes: PushOutcome[] = [];
    for (const target of targets) {
      const { outcome, status } = await sendPush(target, text, {
        vapid: vapidKeys(this.options.dataDir),
        subject,
        ttlSeconds: PUSH_TTL_SECONDS,
        ...(this.options.pushAgent ? { agent: this.options.pushAgent } : {}),
      });
      if (outcome === 'gone') await deletePushSubscription(db, target.endpoint);
      if (outcome === 'failed') this.options.log.warn({ to: userId, status }, 'a push notification could not be delivered');
      outcomes.push(outcome);
    }
    return outcomes;
  }
}
