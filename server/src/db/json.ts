import { sql, type RawBuilder } from 'kysely';

/** A jsonb parameter that both drivers store as the same JSON (pg would turn arrays into PG arrays). */
export function jsonValue(value: unknown): RawBuilder<unknown> {
  return sql`cast(${JSON.stringify(value)} as jsonb)`;
}
