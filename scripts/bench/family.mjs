// What the family tree costs the server (issue 41), on a family of 1,000 members linked over
// ten generations (member n's parent is member n/2), through the real calls:
//   node scripts/bench/family.mjs [--root <checkout>] [--members 1000]
// It prints the time of the first answer of family/relations for one viewer (the relations are
// worked out then, once per viewer until the tree changes), the rate of the next ones, and the
// tree's answer: its size and rate.
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { startFamilyNet } from './server.mjs';
import { median } from './stats.mjs';

const here = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(`--${name}`) ? args[args.indexOf(`--${name}`) + 1] : fallback);
const root = path.resolve(option('root', here));
const members = Number(option('members', 1000));
const HEADERS = { 'Content-Type': 'application/json', 'X-Requested-With': 'FamilyNet' };

function load(url, headers, seconds = 10) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: 20, duration: seconds, headers }, (error, result) =>
      error ? reject(error) : resolve({ rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx }),
    );
  });
}

const server = await startFamilyNet(root, members);
try {
  const admin = await server.signIn('member1@bench.example');
  const call = async (method, url, body, cookie = admin.cookie) => {
    const response = await fetch(`${server.url}${url}`, { method, headers: { ...HEADERS, cookie }, body: body && JSON.stringify(body) });
    if (response.status >= 300) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
    return response;
  };
  const linking = performance.now();
  for (let n = 2; n <= members; n += 1) await call('POST', '/api/auth/family/parents', { child: `m${n}`, parent: `m${Math.floor(n / 2)}` });
  const linkMs = (performance.now() - linking) / (members - 1);

  // A viewer in the middle of the tree: cousins of every degree, aunts, nieces.
  const viewer = await server.signIn('member700@bench.example');
  // Signed in first: a sign-in writes to the members' table, which the tree reads too.
  const cookies = [];
  for (const who of [700, 701, 702, 703, 704, 705]) cookies.push((await server.signIn(`member${who}@bench.example`)).cookie);
  const firsts = [];
  for (const cookie of cookies) {
    const t = performance.now();
    const response = await call('GET', '/api/auth/family/relations', undefined, cookie);
    const body = await response.json();
    firsts.push({ ms: performance.now() - t, named: body.data.relations.length });
  }
  const relations = await load(`${server.url}/api/auth/family/relations`, { cookie: viewer.cookie, 'accept-encoding': 'gzip' });
  const treeAnswer = await call('GET', '/api/auth/family/tree', undefined, viewer.cookie);
  const treeBytes = Buffer.from(await treeAnswer.arrayBuffer());
  const tree = await load(`${server.url}/api/auth/family/tree`, { cookie: viewer.cookie, 'accept-encoding': 'gzip' });

  const int = (n) => Math.round(n).toLocaleString('en');
  console.log(`\nThe family tree, ${int(members)} members linked over ${Math.ceil(Math.log2(members))} generations (root ${root}):\n`);
  console.log('| what | measured |');
  console.log('|---|---|');
  console.log(`| add a parent link (POST family/parents), each, one at a time | ${linkMs.toFixed(1)} ms |`);
  console.log(`| first family/relations after the members changed (the tree read again, then worked out for the viewer) | ${firsts[0].ms.toFixed(1)} ms (${firsts[0].named} relatives named) |`);
  console.log(`| first family/relations of each next viewer (worked out), median of 5 | ${median(firsts.slice(1).map((f) => f.ms)).toFixed(1)} ms |`);
  console.log(`| family/relations again (kept), 20 connections | ${int(relations.rps)} req/s, p99 ${relations.p99} ms${relations.errors ? `, ${relations.errors} errors` : ''} |`);
  console.log(`| family/tree answer | ${int(treeBytes.length)} B, ${int(zlib.gzipSync(treeBytes).length)} B gzip |`);
  console.log(`| family/tree, 20 connections, gzip | ${int(tree.rps)} req/s, p99 ${tree.p99} ms${tree.errors ? `, ${tree.errors} errors` : ''} |`);
} finally {
  await server.stop();
}
