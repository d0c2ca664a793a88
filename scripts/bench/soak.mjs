// The mixed load of `npm run bench -- --soak <minutes>`: a family browsing, editing, uploading
// avatars, sharing locations and signing in, all at once, for minutes. It reports the number
// of failed requests (which must be 0) and the server's memory at the start and at the end.
import zlib from 'node:zlib';

const USERS = 12;

function png(size, rgb) {
  const chunk = (type, data) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8;
  header[9] = 2;
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(size * 3).map((_, i) => rgb[i % 3])]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(Buffer.concat(Array.from({ length: size }, () => row)))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export async function runSoak({ minutes, startFamilyNet }) {
  const family = await startFamilyNet(100);
  const { url } = family;
  const counts = { requests: 0, errors: 0 };
  const failures = new Map();
  const call = async (what, path, init = {}, expected = [200]) => {
    counts.requests += 1;
    try {
      const response = await fetch(`${url}${path}`, init);
      await response.arrayBuffer();
      if (!expected.includes(response.status)) {
        counts.errors += 1;
        failures.set(`${what} ${response.status}`, (failures.get(`${what} ${response.status}`) ?? 0) + 1);
      }
      return response;
    } catch (error) {
      counts.errors += 1;
      failures.set(`${what} ${error.code ?? error.message}`, (failures.get(`${what} ${error.code ?? error.message}`) ?? 0) + 1);
      return null;
    }
  };
  const startMB = family.memory.now();
  const until = Date.now() + minutes * 60_000;
  const member = async (n) => {
    const email = `member${n + 3}@bench.example`;
    const json = { 'Content-Type': 'application/json' };
    let cookie = '';
    const signIn = async () => {
      const response = await call('sign-in', '/api/auth/signin', { method: 'POST', headers: json, body: JSON.stringify({ email, password: 'bench-password-1' }) });
      cookie = response?.headers.get('set-cookie')?.split(';')[0] ?? cookie;
    };
    await signIn();
    let step = 0;
    while (Date.now() < until) {
      step += 1;
      const auth = { cookie, 'X-Requested-With': 'FamilyNet' };
      await call('members', '/api/auth/family/members', { headers: { ...auth, 'accept-encoding': 'gzip' } });
      await call('profile', `/api/auth/user/${(step % 100) + 1}/profile`, { headers: auth });
      await call('current user', '/api/auth/current/user', { headers: auth });
      if (step % 3 === 0) {
        await call('save profile', '/api/auth/profile', { method: 'PUT', headers: { ...auth, ...json }, body: JSON.stringify({ occupation: `Job ${step}`, bio: `Soaked ${step} times` }) });
      }
      if (step % 5 === 0) {
        await call('location', '/api/auth/location/update', { method: 'POST', headers: { ...auth, ...json }, body: JSON.stringify({ latitude: 45 + (step % 10) / 100, longitude: -122 - n / 100, sharingFor: 'untilOff' }) });
      }
      if (step % 20 === 0) {
        const form = new FormData();
        form.append('avatar', new Blob([png(48, [n * 20, step % 255, 120])], { type: 'image/png' }), 'me.png');
        await call('avatar', '/api/auth/upload-avatar', { method: 'POST', headers: auth, body: form });
      }
      if (step % 25 === 0) await signIn();
    }
  };
  await Promise.all(Array.from({ length: USERS }, (_, n) => member(n)));
  await new Promise((resolve) => setTimeout(resolve, 5000));
  const endMB = family.memory.now();
  const peakMB = family.memory.max(family.startMs);
  await family.stop();
  const detail = failures.size ? ` (${[...failures].map(([k, v]) => `${k}: ${v}`).join(', ')})` : '';
  return `${counts.requests.toLocaleString('en')} requests by ${USERS} members, ${counts.errors} errors${detail}; memory at start ${startMB.toFixed(0)} MB, peak ${peakMB.toFixed(0)} MB, end ${endMB.toFixed(0)} MB`;
}
