import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { retriedWhenCrossed } from './crossed.js';

const failing = (codes: string[]) => {
  let calls = 0;
  const write = async () => {
    const code = codes[calls];
    calls += 1;
    if (code) throw Object.assign(new Error(`failed with ${code}`), { code });
    return 'written';
  };
  return { write, calls: () => calls };
};

describe('a write PostgreSQL made give way', () => {
  test('is made again after a deadlock or a serialization failure', async () => {
    const crossed = failing(['40P01', '40001']);
    assert.equal(await retriedWhenCrossed(crossed.write), 'written');
    assert.equal(crossed.calls(), 3);
  });

  test('gives up after three tries, with the last error', async () => {
    const always = failing(['40P01', '40P01', '40P01', '40P01']);
    await assert.rejects(retriedWhenCrossed(always.write), { code: '40P01' });
    assert.equal(always.calls(), 3);
  });

  test('any other error is not retried', async () => {
    const other = failing(['23503']);
    await assert.rejects(retriedWhenCrossed(other.write), { code: '23503' });
    assert.equal(other.calls(), 1);
  });
});
