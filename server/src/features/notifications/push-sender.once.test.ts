import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { startPushService, type PushService } from '../../testing/push-service.js';
import { sendPush } from './push-sender.js';
import { vapidKeys } from './vapid-keys.js';

describe('sending a push message', () => {
  let service: PushService;
  let dataDir: string;
  before(async () => {
    service = await startPushService();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'familynet-vapid-'));
  });
  after(async () => {
    await service.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  test('the VAPID pair is made once, kept in the data directory for the owner only, and the same on every read', () => {
    const keys = vapidKeys(dataDir);
    const file = path.join(dataDir, 'vapid.json');
    assert.equal(fs.statSync(file).mode & 0o777, 0o600);
    assert.deepEqual(JSON.parse(fs.readFileSync(file, 'utf8')), keys);
    assert.equal(Buffer.from(keys.publicKey, 'base64url').length, 65);
    assert.deepEqual(vapidKeys(dataDir), keys);
  });

  test('a damaged key file stops with what to do, instead of making a new pair silently', () => {
    const other = fs.mkdtempSync(path.join(os.tmpdir(), 'familynet-vapid-'));
    try {
      fs.writeFileSync(path.join(other, 'vapid.json'), '{"publicKey":"short","privateKey":"x"}');
      assert.throws(() => vapidKeys(other), /does not hold a VAPID key pair: remove it and restart/);
    } finally {
      fs.rmSync(other, { recursive: true, force: true });
    }
  });

  test('arrives signed with the install’s key; a device that is gone says so', async () => {
    const options = { vapid: vapidKeys(dataDir), subject: 'https://family.example.org', ttlSeconds: 86_400, agent: service.agent };
    const device = service.subscribe();
    const target = { endpoint: device.endpoint, ...device.keys };
    assert.deepEqual(await sendPush(target, '{"title":"Hello"}', options), { outcome: 'sent', status: 201 });
    const [message] = service.delivered.slice(-1);
    assert.equal(message.payload, '{"title":"Hello"}');
    assert.equal(message.vapid.publicKey, options.vapid.publicKey);
    assert.equal(message.ttl, 86_400);

    service.answer(device.endpoint, 410);
    assert.deepEqual(await sendPush(target, 'again', options), { outcome: 'gone', status: 410 });
    service.answer(device.endpoint, 404);
    assert.deepEqual(await sendPush(target, 'again', options), { outcome: 'gone', status: 404 });
    service.answer(device.endpoint, 503);
    assert.deepEqual(await sendPush(target, 'again', options), { outcome: 'failed', status: 503 });
  });

  test('a push service that cannot be reached is a failure for now, not an error', async () => {
    const options = { vapid: vapidKeys(dataDir), subject: 'https://family.example.org', ttlSeconds: 60, agent: service.agent, timeoutMs: 2000 };
    const device = service.subscribe();
    const closedPort = { endpoint: 'https://127.0.0.1:1/push/x', ...device.keys };
    assert.deepEqual(await sendPush(closedPort, 'x', options), { outcome: 'failed', status: undefined });
  });
});
