#!/usr/bin/env node
// The long run of the schema-driven fuzz test (src/security/fuzz.test.ts): more requests per
// call and role than CI sends (FAMILYNET_FUZZ_RUNS, default 500), with a new seed each time
// (FAMILYNET_FUZZ_SEED to replay one), on the embedded database.
// Usage: npm run test:fuzz -w server   (or npm run test:fuzz from the root)
import { spawnSync } from 'node:child_process';
import { randomInt } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const runs = process.env.FAMILYNET_FUZZ_RUNS ?? '500';
const seed = process.env.FAMILYNET_FUZZ_SEED ?? String(randomInt(1, 2 ** 31 - 1));
console.log(`fuzzing every call: ${runs} requests a call for each role, seed ${seed} (replay with FAMILYNET_FUZZ_SEED=${seed})`);
const result = spawnSync(process.execPath, ['scripts/run-tests.mjs', 'src/security/fuzz.test.ts'], {
  cwd: serverDir,
  stdio: 'inherit',
  env: { ...process.env, FAMILYNET_FUZZ_RUNS: runs, FAMILYNET_FUZZ_SEED: seed, FAMILYNET_TEST_DATABASES: 'pglite' },
});
process.exit(result.status ?? 1);
