import { sql } from 'kysely';
import type { Db } from './index.js';

/*
 * Abuse-limit counters kept in PostgreSQL, so that several server processes sharing one
 * database count one client's attempts together (a guesser spread over two processes is still
 * stopped). The embedded database has one process and keeps its counters in memory.
 */

interface Counter {
  current: number;
  /** ms until the window ends */
  ttl: number;
}

type Callback = (error: Error | null, result?: Counter) => void;

/** Counts one attempt under `key` in a window of `windowMs`; answers the count and the time left. */
async function countAttempt(db: Db, key: string, windowMs: number): Promise<Counter> {
  const row = await sql<{ current: number; ttl: number }>`
    insert into rate_limits (key, count, reset_at) values (${key}, 1, now() + ${windowMs} * interval '1 millisecond')
    on conflict (key) do update set
      count = case when rate_limits.reset_at <= now() then 1 else rate_limits.count + 1 end,
      reset_at = case when rate_limits.reset_at <= now() then now() + ${windowMs} * interval '1 millisecond' else rate_limits.reset_at end
    returning count as current, greatest(0, ceil(extract(epoch from (reset_at - now())) * 1000))::integer as ttl`.execute(db);
  const { current, ttl } = row.rows[0];
  return { current: Number(current), ttl: Number(ttl) };
}

/** The count under `key` without adding to it. */
async function peekAttempts(db: Db, key: string): Promise<Counter> {
  const row = await sql<{ current: number; ttl: number }>`
    select count as current, greatest(0, ceil(extract(epoch from (reset_at - now())) * 1000))::integer as ttl
    from rate_limits where key = ${key} and reset_at > now()`.execute(db);
  const found = row.rows[0];
  return found ? { current: Number(found.current), ttl: Number(found.ttl) } : { current: 0, ttl: 0 };
}

/** Forgets counters whose window is over (housekeeping). */
export async function purgeRateLimits(db: Db): Promise<void> {
  await db.deleteFrom('rate_limits').where('reset_at', '<=', new Date()).execute();
}

/** A @fastify/rate-limit store over countAttempt. */
export function postgresRateLimitStore(db: Db) {
  return class PostgresRateLimitStore {
    incr(key: string, callback: Callback, timeWindow: number): void {
      countAttempt(db, key, timeWindow).then(
        (counter) => callback(null, counter),
        (error: Error) => callback(error),
      );
    }

    read(key: string, callback: Callback): void {
      peekAttempts(db, key).then(
        (counter) => callback(null, counter),
        (error: Error) => callback(error),
      );
    }

    child() {
      return new PostgresRateLimitStore();
    }
  };
}
