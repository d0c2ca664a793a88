import zlib from 'node:zlib';
import type { Member } from './family.js';

const HEADERS = { 'Content-Type': 'application/json', 'X-Requested-With': 'FamilyNet' };

/** A member signed up over the API (fast set-up), with the session cookie it was given. */
export interface SignedUp extends Member {
  id: number;
  cookie: string;
}

export async function signUpViaApi(baseUrl: string, member: Member): Promise<SignedUp> {
  const response = await fetch(`${baseUrl}/api/auth/signup`, {
    method: 'POST',
    headers: HEADERS,
    body: JSON.stringify({
      email: member.email,
      password: member.password,
      displayName: `${member.firstName} ${member.lastName}`,
      firstName: member.firstName,
      lastName: member.lastName,
    }),
  });
  if (response.status !== 201) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  const body = (await response.json()) as { data: { user: { id: number } } };
  const cookie = (response.headers.get('set-cookie') ?? '').split(';')[0];
  return { ...member, id: body.data.user.id, cookie };
}

export async function saveOwnProfile(baseUrl: string, who: SignedUp, fields: Record<string, unknown>): Promise<void> {
  const response = await fetch(`${baseUrl}/api/auth/profile`, {
    method: 'PUT',
    headers: { ...HEADERS, cookie: who.cookie },
    body: JSON.stringify(fields),
  });
  if (response.status !== 200) throw new Error(`profile save failed: ${response.status} ${await response.text()}`);
}

/** A small real PNG (a coloured square), for upload tests. */
export function pngSquare(size = 64, rgb: [number, number, number] = [220, 0, 78]): Buffer {
  const chunk = (type: string, data: Buffer) => {
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
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(size * 3).map((_, i) => rgb[i % 3])]);
  const pixels = zlib.deflateSync(Buffer.concat(Array.from({ length: size }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
