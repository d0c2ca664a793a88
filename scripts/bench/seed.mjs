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
  // Files by feature (features/...) today, by layer (services/, db/) in older checkouts.
  const { hashPassword } = await load('features/accounts/passwords.js').catch(() => load('services/passwords.js'));
  const insert = await memberInserter(load);
  const database = await openDatabase({ databaseUrl, pgliteDir: pgliteDirOf(dataDir) });
  await migrateToLatest(database.db);
  const hash = await hashPassword(BENCH_PASSWORD);
  const cities = ['Springfield', 'Concord', 'Portland', 'Madison', 'Salem', 'Dover', 'Austin'];
  for (let i = 1; i <= members; i += 1) {
    await insert(database.db, `member${i}@bench.example`, hash, {
      displayName: `Member ${String(i).padStart(4, '0')} Benchmark`,
      firstName: `Member${i}`,
      lastName: 'Benchmark',
      phoneNumber: `555${String(1000000 + i).slice(-7)}`,
      occupation: ['Teacher', 'Nurse', 'Engineer', 'Farmer', 'Student'][i % 5],
      bio: `A relative who likes long walks and family dinners, number ${i}.`,
      birthday: `19${50 + (i % 50)}-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 28) + 1).padStart(2, '0')}`,
      isBirthdayVisible: i % 3 !== 0,
      address1: `${i} Main Street`,
      city: cities[i % cities.length],
      state: 'OR',
      country: 'USA',
      postalCode: String(97000 + (i % 999)),
    });
  }
  await database.close();
  // Member 3: an ordinary member (1 is the admin, 2 the manager).
  return { email: 'member3@bench.example', password: BENCH_PASSWORD };
}

/**
 * The server's own way to create an account, in the checkout being measured:
 * features/members/queries.js today, db/members.js (camelCase fields) before the server was
 * arranged by feature, db/users.js (snake_case columns) in checkouts before 0.1.0's member
 * model, so a run with --root can measure an older commit side by side.
 */
async function memberInserter(load) {
  const members = await load('features/members/queries.js').catch(() => load('db/members.js')).catch(() => null);
  if (members?.insertMember) {
    return (db, email, passwordHash, fields) => members.insertMember(db, { email, passwordHash, fields, createdAt: new Date() });
  }
  const users = await load('db/users.js').catch(() => load('services/users.js'));
  const insertUser = users.insertUser ?? users.createUser;
  const column = (name) => name.replace(/([a-z0-9])([A-Z]+)/g, (_m, before, capitals) => `${before}_${capitals.toLowerCase()}`);
  return (db, email, passwordHash, fields) =>
    insertUser(db, { email, password_hash: passwordHash, ...Object.fromEntries(Object.entries(fields).map(([key, value]) => [column(key), value])) });
}
