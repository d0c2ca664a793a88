import assert from 'node:assert/strict';
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, describe, test } from 'node:test';
import { parse as parseYaml } from 'yaml';
import { REMOTE_FOLDERS } from 'shared-contracts';
import { loadConfig } from './config.js';
import { HEALTH_PATH } from './features/health/index.js';

/*
 * The deployment files of the repository (issue 23), checked on this machine: the systemd unit
 * (with systemd's own verifier), the container image's Dockerfile and compose file, and the
 * image's entrypoint run on the host from the files the image is made of. No container engine
 * runs on these machines (and no registry is reachable for the base image), so the image itself
 * is not built here; everything it is made of is.
 */

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const read = (file: string) => fs.readFileSync(path.join(repo, file), 'utf8');
const temporary: string[] = [];
after(() => temporary.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

/** The environment the settings give, checked by the server's own configuration loader. */
function configProblems(env: Record<string, string>): string | null {
  try {
    loadConfig({ ...env, PUBLIC_URL: env.PUBLIC_URL ?? 'https://family.example.org' });
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

describe('the systemd unit (deploy/familynet.service)', () => {
  const unit = read('deploy/familynet.service');
  const values = (key: string) => [...unit.matchAll(new RegExp(`^${key}=(.*)$`, 'gm'))].map((m) => m[1]);

  test('runs the launcher as its own user, restarts on failure, keeps its data in its state directory, hardened', () => {
    assert.deepEqual(values('ExecStart'), ['/opt/familynet/server/bin/familynet-server'], 'the launcher with the memory settings');
    assert.deepEqual([values('User'), values('Restart'), values('StateDirectory'), values('ProtectSystem')], [['familynet'], ['on-failure'], ['familynet'], ['strict']]);
    for (const key of ['NoNewPrivileges', 'ProtectHome', 'PrivateTmp', 'PrivateDevices', 'RestrictSUIDSGID']) assert.deepEqual(values(key), ['yes'], key);
    assert.deepEqual(values('CapabilityBoundingSet'), [''], 'no capabilities');
    assert.equal(values('MemoryDenyWriteExecute').length, 0, 'V8 compiles code at run time');
    const env = Object.fromEntries(values('Environment').map((line) => line.split('=', 2) as [string, string]));
    assert.equal(env.DATA_DIR, '/var/lib/familynet', 'the state directory');
    assert.equal(env.HOST, '127.0.0.1', 'only the proxy on this machine reaches it');
    assert.equal(configProblems(env), null, 'the server accepts its settings');
  });

  test("passes systemd's own verifier (with the paths of this checkout)", () => {
    const which = spawnSync('sh', ['-c', 'command -v systemd-analyze']);
    assert.equal(which.status, 0, 'systemd-analyze is installed (CI installs systemd for it)');
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'familynet-unit-'));
    temporary.push(dir);
    const here = unit.replaceAll('/opt/familynet', repo).replace(/^User=.*$/m, 'User=root').replace(/^Group=.*$/m, 'Group=root');
    fs.writeFileSync(path.join(dir, 'familynet.service'), here);
    const verified = spawnSync('systemd-analyze', ['verify', path.join(dir, 'familynet.service')], { encoding: 'utf8' });
    const problems = `${verified.stdout}${verified.stderr}`.split('\n').filter((line) => line.trim() !== '' && !/not safe|Special user/.test(line));
    assert.equal(verified.status, 0, problems.join('\n'));
    assert.deepEqual(problems, []);
  });
});

/** The Dockerfile's last stage (what runs): its instructions, continuation lines joined. */
function runtimeStage(): Array<{ op: string; args: string }> {
  const lines = read('Dockerfile').replace(/\\\n\s*/g, ' ').split('\n').filter((line) => line.trim() !== '' && !line.trim().startsWith('#'));
  const last = lines.map((line) => line.trim().split(/\s+/, 1)[0]).lastIndexOf('FROM');
  return lines.slice(last).map((line) => ({ op: line.trim().split(/\s+/, 1)[0], args: line.trim().replace(/^\S+\s*/, '') }));
}

describe('the container image (Dockerfile, compose.yaml)', () => {
  const stage = runtimeStage();
  const all = (op: string) => stage.filter((i) => i.op === op).map((i) => i.args);

  test('two stages; the one that runs is unprivileged, keeps /data as a volume and checks /healthz', () => {
    assert.equal(read('Dockerfile').match(/^FROM /gm)?.length, 2, 'multi-stage: the build tools stay in the first');
    assert.deepEqual(all('USER'), ['familynet']);
    assert.deepEqual(all('VOLUME'), ['["/data"]']);
    assert.match(all('HEALTHCHECK')[0], new RegExp(`${HEALTH_PATH}'`));
    assert.deepEqual(all('ENTRYPOINT'), ['["server/bin/familynet-server"]']);
    const env = Object.fromEntries(all('ENV').flatMap((args) => args.split(/\s+/).map((pair) => pair.split('=') as [string, string])));
    assert.equal(env.DATA_DIR, '/data');
    assert.equal(configProblems(env), null, 'the server accepts its settings');
  });

  test('its build context: what it copies is in the repository, and what a machine made is left out', () => {
    for (const args of all('COPY').filter((a) => !a.startsWith('--from'))) {
      for (const source of args.split(/\s+/).slice(0, -1)) assert.ok(fs.existsSync(path.join(repo, source)), source);
    }
    const ignored = read('.dockerignore').split('\n').map((l) => l.trim());
    for (const pattern of ['.git', '**/node_modules', '**/dist', 'data']) assert.ok(ignored.includes(pattern), pattern);
  });

  test('every package is installed in the build, and the shell and every remote of the areas list are in the image', () => {
    // The Dockerfile names them by hand: a new remote left out would be missing from the image.
    const lines = read('Dockerfile').split('\n').map((line) => line.trim());
    const workspaces = (JSON.parse(read('package.json')) as { workspaces: string[] }).workspaces;
    for (const workspace of workspaces) assert.ok(lines.includes(`COPY ${workspace}/package.json ${workspace}/`), `the build stage installs ${workspace}`);
    const shipped = all('COPY').filter((args) => args.startsWith('--from=build'));
    const folders = ['shell', ...Object.values(REMOTE_FOLDERS)];
    for (const folder of folders) assert.ok(shipped.includes(`--from=build /app/${folder}/dist ${folder}/dist`), `the image holds ${folder}/dist`);
  });

  test('compose.yaml: the image with its data volume, on loopback, PostgreSQL optional', () => {
    const compose = parseYaml(read('compose.yaml')) as { services: Record<string, any>; volumes: Record<string, unknown> };
    const app = compose.services.familynet;
    assert.deepEqual(app.volumes, ['familynet-data:/data']);
    assert.deepEqual(app.ports, ['127.0.0.1:8080:8080']);
    assert.deepEqual(compose.services.postgres.profiles, ['postgres'], 'only with --profile postgres');
    assert.equal(app.depends_on.postgres.required, false);
    assert.ok('familynet-data' in compose.volumes && 'postgres-data' in compose.volumes);
    for (const name of Object.keys(app.environment)) assert.match(read('README.md'), new RegExp(`\`${name}\``), `${name} is documented`);
  });

  test("the image's entrypoint on the host: laid out as the image is, it starts, answers its health check and stops on SIGTERM", async () => {
    // /app as the runtime stage makes it: its COPY lines, from this checkout (built by npm test).
    const app = fs.mkdtempSync(path.join(os.tmpdir(), 'familynet-image-'));
    temporary.push(app);
    for (const args of all('COPY')) {
      const parts = args.split(/\s+/).filter((part) => !part.startsWith('--'));
      const target = path.join(app, parts.at(-1)!);
      for (const source of parts.slice(0, -1)) {
        const to = target.endsWith('/') || parts.length > 2 ? path.join(target, path.basename(source)) : target;
        fs.mkdirSync(path.dirname(to), { recursive: true });
        // The build stage's /app is this checkout.
        fs.cpSync(path.join(repo, source.replace(/^\/app\//, '')), to, { recursive: true });
      }
    }
    // Its node_modules: this checkout's packages, the workspaces linked to the copies.
    fs.mkdirSync(path.join(app, 'node_modules'));
    for (const entry of fs.readdirSync(path.join(repo, 'node_modules'))) {
      const from = path.join(repo, 'node_modules', entry);
      const workspace = ['server', 'shared-contracts'].includes(entry) ? path.join(app, entry) : fs.realpathSync(from);
      fs.symlinkSync(workspace, path.join(app, 'node_modules', entry));
    }
    const env = Object.fromEntries(all('ENV').flatMap((args) => args.split(/\s+/).map((pair) => pair.split('=') as [string, string])));
    const dataDir = path.join(app, 'data');
    const port = String(await freePort());
    const child = spawn(path.join(app, 'server/bin/familynet-server'), [], {
      cwd: app,
      env: { PATH: process.env.PATH, ...env, DATA_DIR: dataDir, PORT: port, PUBLIC_URL: `http://127.0.0.1:${port}`, DATABASE_URL: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const exit = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    try {
      // A first start makes the embedded database (initdb, migrations): ~3 s alone, but over 30 s
      // in CI, beside the front-end tests and the PostgreSQL pass on two cores.
      const deadline = Date.now() + 120_000;
      let healthy = false;
      while (!healthy && Date.now() < deadline && child.exitCode === null) {
        healthy = await fetch(`http://127.0.0.1:${port}${HEALTH_PATH}`).then((r) => r.ok, () => false);
        if (!healthy) await new Promise((resolve) => setTimeout(resolve, 200));
      }
      assert.ok(healthy, output);
      // The image's own health check command, as the container engine runs it.
      const check = JSON.parse(all('HEALTHCHECK')[0].replace(/^.*?CMD\s+/, '')) as string[];
      execFileSync(check[0], check.slice(1), { env: { ...process.env, PORT: port } });
      const page = await fetch(`http://127.0.0.1:${port}/auth`, { headers: { Accept: 'text/html' } });
      assert.equal(page.status, 200, 'the shell is served from the copied build');
      assert.ok(fs.existsSync(path.join(dataDir, 'db')), 'the embedded database is created in /data');
    } finally {
      child.kill('SIGTERM');
    }
    assert.equal(await exit, 0, output);
  });
});
