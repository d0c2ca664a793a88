import type { Db } from '../db/index.js';
import { ping } from '../db/index.js';

/** How long the database may take to answer before the site counts as unable to serve. */
export const HEALTH_TIMEOUT_MS = 2000;

/** Resolves when the database answers within HEALTH_TIMEOUT_MS; rejects otherwise. */
export async function checkDatabase(db: Db): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      ping(db),
      new Promise((_resolve, reject) => {
        timer = setTimeout(() => reject(new Error('the database did not answer in time')), HEALTH_TIMEOUT_MS);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}
