/*
 * Makes the upgrade fixture of this version (issue 23): runs this version's own server on an
 * empty data directory, fills it with a small family through its HTTP calls, and keeps what it
 * wrote in fixtures/upgrade/<version>/: the embedded data directory (embedded.tar.gz) and, with
 * --postgres <admin URL>, a PostgreSQL dump (postgres.sql) with that run's files
 * (postgres-files.tar.gz); each with a manifest of what the next versions must find.
 *
 * Run it once per release, from server/, on the release's own code:
 *   node --import tsx --conditions=familynet-source scripts/make-upgrade-fixture.ts --postgres postgres://postgres@127.0.0.1:5432/postgres
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { pgliteDirOf } from '../src/db/index.js';
import { spawnServer } from '../src/testing/process.js';
import { FIXTURES_DIR, filesOf, populate, type UpgradeManifest } from '../src/testing/upgrade-fixture.js';
import { VERSION } from '../src/version.js';

const out = path.join(FIXTURES_DIR, VERSION);
fs.mkdirSync(out, { recursive: true });

async function run(database: UpgradeManifest['database'], databaseUrl: string): Promise<{ dataDir: string; manifest: UpgradeManifest }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `familynet-fixture-${database}-`));
  const server = spawnServer({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl });
  try {
    const filled = await populate(await server.url);
    const stopped = await server.stop();
    if (stopped.code !== 0) throw new Error(`the server stopped with ${stopped.code}: ${server.stderr()}`);
    const manifest: UpgradeManifest = { version: VERSION, database, ...filled, files: filesOf(dataDir, pgliteDirOf(dataDir)) };
    fs.writeFileSync(path.join(out, `manifest-${database}.json`), `${JSON.stringify(manifest, null, 2)}\n`);
    return { dataDir, manifest };
  } finally {
    await server.stop();
  }
}

const embedded = await run('embedded', '');
execFileSync('tar', ['czf', path.join(out, 'embedded.tar.gz'), '-C', embedded.dataDir, '.']);
fs.rmSync(embedded.dataDir, { recursive: true, force: true });
console.log(`embedded: ${embedded.manifest.members.length} members, ${Object.keys(embedded.manifest.files).length} files`);

const adminUrl = process.argv[process.argv.indexOf('--postgres') + 1];
if (process.argv.includes('--postgres') && adminUrl) {
  const name = `fn_fixture_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  try {
    const postgres = await run('postgres', url.toString());
    const pgDump = ['/usr/lib/postgresql'].flatMap((root) => (fs.existsSync(root) ? fs.readdirSync(root).map((v) => path.join(root, v, 'bin/pg_dump')) : [])).find((bin) => fs.existsSync(bin)) ?? 'pg_dump';
    const dump = execFileSync(pgDump, ['--no-owner', '--no-privileges', '--inserts', '--dbname', url.toString()], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
    // psql's own commands (\restrict of recent pg_dump) are not SQL: the fixture is loaded with a plain client.
    fs.writeFileSync(path.join(out, 'postgres.sql'), dump.split('\n').filter((line) => !line.startsWith('\\')).join('\n'));
    execFileSync('tar', ['czf', path.join(out, 'postgres-files.tar.gz'), '-C', postgres.dataDir, '.']);
    fs.rmSync(postgres.dataDir, { recursive: true, force: true });
    console.log(`postgres: ${postgres.manifest.members.length} members, ${Object.keys(postgres.manifest.files).length} files`);
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}
