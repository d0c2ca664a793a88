import type { Agent } from 'node:https';
import webpush from 'web-push';
import type { VapidKeys } from './vapid-keys.js';

/*
 * One push message to one device (issue 22), encrypted and signed by web-push. What the caller
 * needs to know: it arrived, the device is gone (404/410: the push service forgot the
 * subscription, so the server forgets it too), or it failed for now (the push service is down,
 * or refused it for another reason; tried again at the next occasion, never in a loop).
 */

export type PushOutcome = 'sent' | 'gone' | 'failed';

interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

interface PushOptions {
  vapid: VapidKeys;
  /** Who push services may contact about this sender: mailto:, or the site's https address. */
  subject: string;
  /** How long the push service keeps it for a device that is off (seconds). */
  ttlSeconds: number;
  /** Reaches a push service with another trust (the tests' own service). */
  agent?: Agent;
  /** Bounded, so a push service that hangs cannot hold the sender. */
  timeoutMs?: number;
}

export async function sendPush(target: PushTarget, payload: string, options: PushOptions): Promise<{ outcome: PushOutcome; status?: number }> {
  try {
    const result = await webpush.sendNotification({ endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } }, payload, {
      vapidDetails: { subject: options.subject, publicKey: options.vapid.publicKey, privateKey: options.vapid.privateKey },
      TTL: options.ttlSeconds,
      urgency: 'normal',
      timeout: options.timeoutMs ?? 15_000,
      ...(options.agent ? { agent: options.agent } : {}),
    });
    return { outcome: 'sent', status: result.statusCode };
  } catch (error) {
    const status = (error as { statusCode?: number }).statusCode;
    return { outcome: status === 404 || status === 410 ? 'gone' : 'failed', status };
  }
}
