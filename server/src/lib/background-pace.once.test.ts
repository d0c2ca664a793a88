import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { PACE_GAP_MS, PACE_MAX_WAIT_MS, TURN_BUDGET_MS, TurnQueue, giveWayToRequests, turnTaker } from './background-pace.js';

/*
 * Background batches (reminders, an import's welcome e-mails) give way to requests (issue 44): a
 * step pauses briefly when the server is quiet, and keeps pausing while requests keep the event
 * loop busy, up to a bound, so the batch still moves. The loop's business is played here.
 */

/** A pause of `ms` during which the loop was this busy; counts the pauses. */
function loopThatIs(busy: number) {
  const pauses: number[] = [];
  const during = async (ms: number) => {
    pauses.push(ms);
    await sleep(ms);
    return busy;
  };
  return { pauses, during };
}

describe('giveWayToRequests', () => {
  test('a quiet server: one short pause', async () => {
    const quiet = loopThatIs(0.05);
    await giveWayToRequests(quiet.during);
    assert.deepEqual(quiet.pauses, [PACE_GAP_MS]);
  });

  test('a server busy answering requests: it keeps pausing until its bound, then the batch moves on', async () => {
    const busy = loopThatIs(0.9);
    const started = performance.now();
    await giveWayToRequests(busy.during);
    const waited = performance.now() - started;
    assert.ok(busy.pauses.length > 1, `${busy.pauses.length} pauses`);
    assert.ok(waited >= PACE_MAX_WAIT_MS, `waited ${waited.toFixed(0)} ms`);
    assert.ok(waited < PACE_MAX_WAIT_MS + 10 * PACE_GAP_MS + 200, `waited ${waited.toFixed(0)} ms: bounded`);
  });

  test('busy, then quiet: it goes as soon as the server is quiet', async () => {
    let calls = 0;
    await giveWayToRequests(async (ms) => {
      calls += 1;
      await sleep(ms);
      return calls < 3 ? 0.9 : 0.1;
    });
    assert.equal(calls, 3);
  });
});

/** Keeps the thread busy for `ms`, as a row's checks do. */
function work(ms: number) {
  const until = performance.now() + ms;
  while (performance.now() < until);
}

describe('turnTaker', () => {
  test('a long loop lets a request that arrives in the middle in within about the budget', async () => {
    const turns = turnTaker();
    const arrived = performance.now();
    let answeredAfter = Infinity;
    setImmediate(() => (answeredAfter = performance.now() - arrived));
    for (let step = 0; step < 100; step += 1) {
      await turns.take();
      work(0.5);
    }
    assert.ok(answeredAfter <= TURN_BUDGET_MS + 20, `the request waited ${answeredAfter.toFixed(1)} ms behind a 50 ms loop`);
  });

  test('the first step takes a turn: what ran before the loop in the same task is not counted by it', async () => {
    const turns = turnTaker(4, () => 0);
    let other = false;
    setImmediate(() => (other = true));
    await turns.take();
    assert.equal(other, true);
  });

  test('after it, within the budget it does not give the turn away (a short loop runs through)', async () => {
    let now = 0;
    const turns = turnTaker(4, () => now);
    await turns.take();
    let other = false;
    setImmediate(() => (other = true));
    for (let step = 0; step < 3; step += 1) {
      now += 1;
      await turns.take();
    }
    assert.equal(other, false);
    now += 4;
    await turns.take();
    assert.equal(other, true);
  });

  test('loops that run at once take turns one after the other: the server looks at requests between any two', async () => {
    // Each step of a loop is 1 ms of work on this clock; a loop gives its turn away after 4.
    let now = 0;
    let steps = 0;
    const queue = new TurnQueue();
    const loop = async () => {
      const turns = turnTaker(4, () => now, queue);
      for (let step = 0; step < 20; step += 1) {
        await turns.take();
        now += 1;
        steps += 1;
      }
    };
    // The turn of the event loop in which requests are looked at, played by an immediate of its own.
    let running = true;
    let seen = 0;
    let mostBetweenLooks = 0;
    const look = () => {
      mostBetweenLooks = Math.max(mostBetweenLooks, steps - seen);
      seen = steps;
      if (running) setImmediate(look);
    };
    setImmediate(look);
    await Promise.all([loop(), loop(), loop()]);
    running = false;
    assert.equal(steps, 60);
    assert.ok(mostBetweenLooks <= 4, `${mostBetweenLooks} steps of three loops ran without a look at requests`);
  });
});
