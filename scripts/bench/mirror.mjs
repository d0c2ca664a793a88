// The payload's ceiling: a bare Fastify that answers every GET with one captured answer of
// FamilyNet's, byte for byte (status, the headers that shape the body, the body as sent,
// compressed or not). Measured beside the call it copies, it says how fast this machine and the
// load generator can move that answer at all: what is left is FamilyNet's own work.
//   node scripts/bench/mirror.mjs <port> <answer.json>   ({ status, headers, body: base64 })
import fs from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(new URL('../../server/package.json', import.meta.url));
const Fastify = require('fastify');
const answer = JSON.parse(fs.readFileSync(process.argv[3], 'utf8'));
const body = Buffer.from(answer.body, 'base64');
const app = Fastify({ logger: false });
app.get('/*', async (_request, reply) => reply.code(answer.status).headers(answer.headers).send(body));
await app.listen({ port: Number(process.argv[2]), host: '127.0.0.1' });
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
