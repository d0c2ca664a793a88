import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { holdFileRemovals, removeUploadedFile } from './file-removal.js';

test('while a backup holds removals, a replaced or deleted upload stays on disk until it is done', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'familynet-removal-'));
  const picture = path.join(dir, 'old.webp');
  fs.writeFileSync(picture, 'picture');
  try {
    const release = holdFileRemovals();
    await removeUploadedFile(picture);
    assert.ok(fs.existsSync(picture), 'the archive being written may still name it');
    await release();
    assert.ok(!fs.existsSync(picture), 'removed once the backup is done');

    fs.writeFileSync(picture, 'picture');
    await removeUploadedFile(picture);
    assert.ok(!fs.existsSync(picture), 'with no backup running it goes at once');
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
