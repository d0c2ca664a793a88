import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import webpush from 'web-push';
import { startPushService, type PushService } from './push-service.js';

/*
 * The tests' push service must be a browser's push service as far as a sender can tell: the
 * maintained library (web-push) encrypts and signs, the service decrypts and checks. If either
 * side were wrong, no payload would come through.
 */
describe('the tests’ push service', () => {
  let service: PushService;
  const vapid = webpush.generateVAPIDKeys();
  const vapidDetails = { subject: 'mailto:admin@family.example.org', publicKey: vapid.publicKey, privateKey: vapid.privateKey };

  before(async () => {
    service = await startPushService();
  });
  after(() => service.close());

  test('decrypts what web-push sends to a device, and checks the VAPID signature', async () => {
    const device = service.subscribe();
    const payload = JSON.stringify({ title: 'Grandma March turns 80 today', url: '/dashboard/calendar', é: '✓' });
    const result = await webpush.sendNotification(device, payload, { vapidDetails, TTL: 3600, urgency: 'normal', agent: service.agent });
    assert.equal(result.statusCode, 201);
    assert.equal(service.delivered.length, 1);
    const [message] = service.delivered;
    assert.equal(message.payload, payload);
    assert.equal(message.ttl, 3600);
    assert.equal(message.urgency, 'normal');
    assert.equal(message.vapid.aud, service.origin);
    assert.equal(message.vapid.sub, vapidDetails.subject);
    assert.equal(message.vapid.publicKey, vapid.publicKey);
  });

  test('a message for another device does not decrypt, and is refused', async () => {
    const mine = service.subscribe();
    const other = service.subscribe();
    const before = service.delivered.length;
    // Encrypted with the other device's keys, posted to mine.
    await assert.rejects(webpush.sendNotification({ endpoint: mine.endpoint, keys: other.keys }, 'for someone else', { vapidDetails, agent: service.agent }), (error: { statusCode?: number }) => error.statusCode === 400);
    assert.equal(service.delivered.length, before);
    assert.match(service.refused.at(-1)!.reason, /unable to authenticate|auth/i);
  });

  test('a forged VAPID signature is refused', async () => {
    const device = service.subscribe();
    const forger = webpush.generateVAPIDKeys();
    // The forger signs with its own private key but claims the site's public key.
    const details = webpush.generateRequestDetails(device, 'hello', { vapidDetails: { ...vapidDetails, privateKey: forger.privateKey }, agent: service.agent });
    const response = await fetchLike(details, service);
    assert.equal(response, 400);
    assert.match(service.refused.at(-1)!.reason, /signature/);
  });

  test('an unsubscribed device answers 410, an unknown one 404', async () => {
    const device = service.subscribe();
    service.answer(device.endpoint, 410);
    await assert.rejects(webpush.sendNotification(device, 'hi', { vapidDetails, agent: service.agent }), (error: { statusCode?: number }) => error.statusCode === 410);
    const unknown = { ...service.subscribe(), endpoint: `${service.origin}/push/never-made` };
    await assert.rejects(webpush.sendNotification(unknown, 'hi', { vapidDetails, agent: service.agent }), (error: { statusCode?: number }) => error.statusCode === 404);
  });
});

/** Posts request details web-push prepared, through the service's trusted agent; the status. */
async function fetchLike(details: ReturnType<typeof webpush.generateRequestDetails>, service: PushService): Promise<number> {
  const https = await import('node:https');
  return new Promise((resolve, reject) => {
    const request = https.request(details.endpoint, { method: details.method, headers: details.headers, agent: service.agent }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    });
    request.on('error', reject);
    request.end(details.body);
  });
}
