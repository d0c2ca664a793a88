// Fills a fresh data directory (or PostgreSQL database) with a family of N members through the
// server's own database layer, before the server starts: signing up 1,000 members over the API
// would spend minutes hashing passwords. Every member gets the same password.
import { pathToFileURL } from 'node:url';
import path from 'node:path';

export const BENCH_PASSWORD = 'bench-password-1';

export async function seedFamily(root, { dataDir, databaseUrl = null, members }) {
  const load = (file) => import(pathToFileURL(path.join(root, 'server/dist', file)).href);
  const { openDatabase, pgliteDirOf } = await load('db/index.js');
  const { migrateToLatest } = await load('db/migrations.js');
  const { hashPassword } = await load('services/passwords.js');
  const usersModule = await load('db/users.js').catch(() => load('services/users.js'));
  const insert = usersModule.insertUser ?? usersModule.createUser;
  const database = await openDatabase({ databaseUrl, pgliteDir: pgliteDirOf(dataDir) });
  await migrateToLatest(database.db);
  const hash = await hashPassword(BENCH_PASSWORD);
  const cities = ['Springfield', 'Concord', 'Portland', 'Madison', 'Salem', 'Dover', 'Austin'];
  for (let i = 1; i <= members; i += 1) {
    await insert(database.db, {
      email: `member${i}@bench.example`,
      password_hash: hash,
      display_name: `Member ${String(i).padStart(4, '0')} Benchmark`,
      first_name: `Member${i}`,
      last_name: 'Benchmark',
      phone_number: `555${String(1000000 + i).slice(-7)}`,
      occupation: ['Teacher', 'Nurse', 'Engineer', 'Farmer', 'Student'][i % 5],
      bio: `A relative who likes long walks and family dinners, number ${i}.`,
      birthday: `19${50 + (i % 50)}-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 28) + 1).padStart(2, '0')}`,
      is_birthday_visible: i % 3 !== 0,
      address1: `${i} Main Street`,
      city: cities[i % cities.length],
      state: 'OR',
      country: 'USA',
      postal_code: String(97000 + (i % 999)),
    });
  }
  await database.close();
  // Member 3: an ordinary member (1 is the admin, 2 the manager).
  return { email: 'member3@bench.example', password: BENCH_PASSWORD };
}
