import pg from 'pg';

/*
 * Creating and dropping throwaway PostgreSQL databases, for the server's tests and the browser
 * tests alike (only pg: the browser tests import it without the server's modules).
 */

/** Runs SQL on a connection of its own to `url` (the admin URL: create or drop a database). */
export async function runSqlOn(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** The URL of database `name` on the server of `adminUrl`. */
export function databaseUrlOf(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
