import sharp from 'sharp';
import { apiPath } from 'shared-contracts';
import { TestClient, type TestResponse } from '../../src/testing/http.js';

export { TestClient, newSignUp, type TestResponse } from '../../src/testing/http.js';

/**
 * A complete profile save: every editable field set, each carrying `tag`, so that a stored row
 * shows at a glance which save it came from, and a row mixing two saves (half of one, half of
 * another) cannot pass for either.
 */
export function profileVersion(tag: string) {
  const n = Number.parseInt(tag.replace(/\D/g, '').slice(-6) || '0', 10);
  return {
    displayName: `Member ${tag}`,
    firstName: `First ${tag}`,
    lastName: `Last ${tag}`,
    phoneNumber: `+41 ${String(n).padStart(6, '0')}`,
    occupation: `Occupation ${tag}`,
    bio: `Bio of version ${tag}.\nSecond line of ${tag}.`,
    birthday: `19${String(50 + (n % 50)).padStart(2, '0')}-0${1 + (n % 9)}-1${n % 10}`,
    address: {
      address1: `${tag} Main Street`,
      address2: `Flat ${tag}`,
      city: `City ${tag}`,
      state: `State ${tag}`,
      country: `Country ${tag}`,
      postalCode: `PC ${String(n).padStart(5, '0')}`,
    },
    isBirthdayVisible: n % 2 === 0,
    isLocationVisible: n % 3 === 0,
  };
}
export type ProfileVersion = ReturnType<typeof profileVersion>;

/** The same save as the users table holds it (snake_case columns). */
export function profileColumnsOf(version: ProfileVersion): Record<string, string | boolean> {
  return {
    display_name: version.displayName,
    first_name: version.firstName,
    last_name: version.lastName,
    phone_number: version.phoneNumber,
    occupation: version.occupation,
    bio: version.bio,
    birthday: version.birthday,
    address1: version.address.address1,
    address2: version.address.address2,
    city: version.address.city,
    state: version.address.state,
    country: version.address.country,
    postal_code: version.address.postalCode,
    is_birthday_visible: version.isBirthdayVisible,
    is_location_visible: version.isLocationVisible,
  };
}

/**
 * The fields of a save as an admin's API view of the member shows them (the location flag is
 * left out: the API shows whether a position is being shared now, not the stored switch).
 */
export function profileApiFieldsOf(version: ProfileVersion): Record<string, unknown> {
  return {
    displayName: version.displayName,
    firstName: version.firstName,
    lastName: version.lastName,
    phoneNumber: version.phoneNumber,
    occupation: version.occupation,
    bio: version.bio,
    birthday: version.birthday,
    address: version.address,
    isBirthdayVisible: version.isBirthdayVisible,
  };
}

export function pickApiFields(user: Record<string, unknown>): Record<string, unknown> {
  const keys = ['displayName', 'firstName', 'lastName', 'phoneNumber', 'occupation', 'bio', 'birthday', 'address', 'isBirthdayVisible'];
  return Object.fromEntries(keys.map((key) => [key, user[key]]));
}

/** A small PNG of one colour (a distinct colour per call gives a distinct picture). */
let colour = 0;
export async function picture(size = 48): Promise<Buffer> {
  colour = (colour + 0x1f3d5b) % 0xffffff;
  const background = `#${colour.toString(16).padStart(6, '0')}`;
  return sharp({ create: { width: size, height: size, channels: 3, background } }).png().toBuffer();
}

function avatarForm(data: Buffer): FormData {
  const form = new FormData();
  form.append('avatar', new Blob([new Uint8Array(data)], { type: 'image/png' }), 'me.png');
  return form;
}

export async function uploadAvatar(client: TestClient, data?: Buffer): Promise<TestResponse> {
  return client.request('POST', apiPath('uploadAvatar'), { body: avatarForm(data ?? (await picture())) });
}

/** A signed-in client whose session token is `token` (sessions outlive a restart). */
export function clientWithToken(url: string, token: string | null): TestClient {
  const client = new TestClient(url);
  client.token = token;
  return client;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resolves when `check` answers true, polling every `everyMs`; throws after `timeoutMs`. */
export async function waitFor(what: string, check: () => Promise<boolean> | boolean, timeoutMs: number, everyMs = 100): Promise<number> {
  const started = Date.now();
  for (;;) {
    if (await check()) return Date.now() - started;
    if (Date.now() - started > timeoutMs) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await sleep(everyMs);
  }
}
