// FamilyNet as the benchmark runs it: `npm start`'s launcher (its memory settings) and defaults
// (production, embedded database, default logging) on a data folder seeded with a family, with
// the loop-delay sampler preloaded (loop-delay.cjs). Also what is read off a running process:
// its memory and its CPU time.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { seedFamily, BENCH_PASSWORD } from './seed.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));

export const freePort = () =>
  new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

export const rssMB = (pid) => {
  try {
    const line = fs.readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((l) => l.startsWith('VmRSS:'));
    return Number(line.split(/\s+/)[1]) / 1024;
  } catch {
    return NaN;
  }
};

/** CPU time of a process and all its threads so far, in ms (/proc: clock ticks of 10 ms). */
export function cpuMs(pid) {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  // utime and stime are fields 14 and 15 of stat; the split starts at field 3.
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** Samples a process's RSS every 100 ms until stopped. */
function memoryWatch(pid) {
  const samples = [];
  const started = Date.now();
  const timer = setInterval(() => samples.push({ t: Date.now() - started, mb: rssMB(pid) }), 100);
  return {
    elapsed: () => Date.now() - started,
    max: (from = 0, to = Infinity) => Math.max(...samples.filter((s) => s.t >= from && s.t <= to && Number.isFinite(s.mb)).map((s) => s.mb)),
    now: () => rssMB(pid),
    stop: () => clearInterval(timer),
  };
}

export async function waitUp(url) {
  for (let i = 0; i < 600; i += 1) {
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`${url} did not come up`);
}

/** Starts the checkout at `root` on a family of `members` (member 1 the admin, 3 an ordinary member). */
export async function startFamilyNet(root, members, env = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'familynet-bench-'));
  const account = await seedFamily(root, { dataDir, members });
  const port = await freePort();
  const loopFile = path.join(dataDir, 'loop.jsonl');
  const started = Date.now();
  const child = spawn('sh', [path.join(root, 'server/bin/familynet-server')], {
    cwd: root,
    env: {
      ...process.env,
      NODE: process.execPath,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      RATE_LIMIT_SCALE: '1000',
      NODE_OPTIONS: `--require ${path.join(here, 'loop-delay.cjs')}`,
      FAMILYNET_BENCH_LOOP_FILE: loopFile,
      ...env,
    },
    // The first account's banner and warnings are not the benchmark's business; failures are.
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr.on('data', (chunk) => (errors = (errors + chunk).slice(-4000)));
  const memory = memoryWatch(child.pid);
  const url = `http://127.0.0.1:${port}`;
  await waitUp(`${url}/app-config.json`).catch((error) => {
    throw new Error(`${error.message}\n${errors}`);
  });
  const startMs = Date.now() - started;
  const signIn = async (email = account.email) => {
    const t = performance.now();
    const response = await fetch(`${url}/api/auth/signin`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password: BENCH_PASSWORD }),
    });
    if (!response.ok) throw new Error(`sign-in: ${response.status}`);
    return { cookie: response.headers.get('set-cookie').split(';')[0], ms: performance.now() - t };
  };
  return {
    url,
    pid: child.pid,
    dataDir,
    loopFile,
    startMs,
    memory,
    signIn,
    async stop() {
      memory.stop();
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
