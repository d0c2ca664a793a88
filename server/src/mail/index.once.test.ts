import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import pino from 'pino';
import { createMailer } from './index.js';

/*
 * The outbox's transport is put together from two of nodemailer's parts (not createTransport):
 * the file it writes must still be the whole message, as a mail program reads it.
 */
test('without SMTP: the outbox file holds the sender, the headers and both parts, with LF line ends, for its owner only', async () => {
  const outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), 'familynet-outbox-'));
  try {
    const mailer = createMailer({ smtpUrl: null, from: 'FamilyNet <family@example.org>', outboxDir, log: pino({ enabled: false }) });
    assert.equal(mailer.kind, 'outbox');
    const { file } = await mailer.send({
      to: 'Ünal <unal@example.org>',
      subject: 'Grüße zum Geburtstag',
      text: 'Line one\nLine two',
      html: '<p>Line one</p>',
      headers: { 'List-Unsubscribe': '<https://family.example/unsubscribe?t=1>' },
    });
    mailer.close();
    assert.ok(file && fs.existsSync(file), 'a file was written');
    assert.equal(fs.statSync(file).mode & 0o077, 0);
    const raw = fs.readFileSync(file, 'utf8');
    assert.match(raw, /^From: FamilyNet <family@example\.org>$/m);
    assert.match(raw, /^To: =\?UTF-8\?.+\?= <unal@example\.org>$/m);
    assert.match(raw, /^Subject: =\?UTF-8\?/m);
    assert.match(raw, /^List-Unsubscribe: <https:\/\/family\.example\/unsubscribe\?t=1>$/m);
    assert.match(raw, /^Content-Type: multipart\/alternative;/m);
    assert.match(raw, /^Content-Type: text\/plain/m);
    assert.match(raw, /^Content-Type: text\/html/m);
    assert.match(raw, /^Message-ID: <.+@example\.org>$/m);
    assert.ok(!raw.includes('\r\n'), 'LF line ends');
  } finally {
    fs.rmSync(outboxDir, { recursive: true, force: true });
  }
});
