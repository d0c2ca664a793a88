import assert from 'node:assert/strict';
import { createECDH, randomBytes } from 'node:crypto';
import { describe, test } from 'node:test';
import { PUSH_MESSAGES, checkPushSubscription } from './push-subscription.js';

/** Keys as a browser makes them: a P-256 key pair's public half and a 16-byte secret. */
function deviceKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') };
}

const keys = deviceKeys();
const refusedEndpoint = { refused: PUSH_MESSAGES.endpoint };
const refusedKeys = { refused: PUSH_MESSAGES.keys };

describe('a device’s push subscription', () => {
  test('the push services of the browsers a family uses are taken', () => {
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/dQw4w9WgXcQ:APA91bH',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAAAABk',
      'https://wns2-par02p.notify.windows.com/w/?token=BQYAAAB',
      'https://web.push.apple.com/QGuQyavXutnMHJqaW',
    ]) {
      assert.deepEqual(checkPushSubscription({ endpoint, keys }), { endpoint, ...keys }, endpoint);
    }
  });

  test('an endpoint elsewhere is refused: another host, plain HTTP, a port, credentials, a look-alike name', () => {
    for (const endpoint of [
      'https://evil.example.com/fcm/send/x',
      'http://fcm.googleapis.com/fcm/send/x',
      'https://fcm.googleapis.com:8443/fcm/send/x',
      'https://user:pass@fcm.googleapis.com/fcm/send/x',
      'https://fcm.googleapis.com.evil.example/x',
      'https://notify.windows.com.evil.example/x',
      'https://evilnotify.windows.com/x',
      'https://192.168.1.1/x',
      'https://localhost/x',
      'file:///etc/passwd',
      'javascript:alert(1)',
      `https://fcm.googleapis.com/${'x'.repeat(1100)}`,
      '',
      42,
      undefined,
    ]) {
      assert.deepEqual(checkPushSubscription({ endpoint, keys }), refusedEndpoint, String(endpoint).slice(0, 60));
    }
  });

  test('a push service the configuration names (a self-hosted one) is taken by its exact origin', () => {
    const endpoint = 'http://127.0.0.1:4567/push/abc';
    assert.deepEqual(checkPushSubscription({ endpoint, keys }, ['http://127.0.0.1:4567']), { endpoint, ...keys });
    assert.deepEqual(checkPushSubscription({ endpoint, keys }, ['http://127.0.0.1:4568']), refusedEndpoint);
  });

  test('malformed keys are refused', () => {
    const endpoint = 'https://fcm.googleapis.com/fcm/send/x';
    const offCurve = Buffer.alloc(65, 1);
    offCurve[0] = 4;
    for (const bad of [
      undefined,
      {},
      { p256dh: keys.p256dh },
      { auth: keys.auth },
      { p256dh: keys.p256dh, auth: randomBytes(15).toString('base64url') },
      { p256dh: keys.p256dh, auth: randomBytes(17).toString('base64url') },
      { p256dh: randomBytes(65).toString('base64url'), auth: keys.auth },
      { p256dh: offCurve.toString('base64url'), auth: keys.auth },
      { p256dh: keys.p256dh.slice(0, 40), auth: keys.auth },
      { p256dh: `${keys.p256dh}!`, auth: keys.auth },
      { p256dh: 12, auth: keys.auth },
      'keys',
    ]) {
      assert.deepEqual(checkPushSubscription({ endpoint, keys: bad }), refusedKeys, JSON.stringify(bad));
    }
  });

  test('keys with base64 padding are kept without it', () => {
    const endpoint = 'https://fcm.googleapis.com/fcm/send/x';
    const padded = { p256dh: `${keys.p256dh}=`, auth: `${keys.auth}==` };
    assert.deepEqual(checkPushSubscription({ endpoint, keys: padded }), { endpoint, ...keys });
  });
});
