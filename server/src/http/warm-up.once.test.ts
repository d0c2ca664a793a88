import assert from 'node:assert/strict';
import { test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { WarmUps } from './warm-up.js';

/*
 * First-use costs (a validator's compile, Node's fetch classes) are paid in a quiet moment, once,
 * and not again when a request paid them first.
 */
test('first-use costs run once each in quiet moments; one already paid on use is not run again', async () => {
  const ran: string[] = [];
  const costs = new WarmUps();
  costs.later(() => ran.push('validator'));
  const paidOnUse = costs.later(() => ran.push('paid on use'));
  costs.later(() => ran.push('fetch classes'));
  paidOnUse();
  assert.equal(costs.size, 2);

  const warming = costs.whenQuiet(5);
  try {
    for (let i = 0; i < 100 && costs.size > 0; i += 1) await sleep(10);
  } finally {
    warming.stop();
  }
  assert.deepEqual(ran, ['validator', 'fetch classes']);
  assert.equal(costs.size, 0);
});

test('a busy event loop puts them off', async () => {
  const ran: string[] = [];
  const costs = new WarmUps();
  costs.later(() => ran.push('validator'));
  const warming = costs.whenQuiet(20);
  try {
    // Busy for 200 ms without a turn: the first look sees a loop busy for a whole interval.
    const until = performance.now() + 200;
    while (performance.now() < until);
    await sleep(0);
    assert.deepEqual(ran, []);
    for (let i = 0; i < 100 && ran.length === 0; i += 1) await sleep(10);
    assert.deepEqual(ran, ['validator']);
  } finally {
    warming.stop();
  }
});
