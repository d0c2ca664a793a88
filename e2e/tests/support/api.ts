import { newMember, type Member } from './family.js';
import { setupSecretOfSite } from './site.js';

const HEADERS = { 'Content-Type': 'application/json', 'X-Requested-With': 'FamilyNet' };

/** A member signed up over the API (fast set-up), with the session cookie it was given. */
export interface SignedUp extends Member {
  id: number;
  cookie: string;
}

/** Signs a member up over the API (with an invitation when given); the first account of a site with its one-time set-up link. */
export async function signUpViaApi(baseUrl: string, member: Member & { invitation?: string }): Promise<SignedUp> {
  const setup = setupSecretOfSite(baseUrl);
  const response = await fetch(`${baseUrl}/api/auth/signup`, {
    method: 'POST',
    headers: HEADERS,
    body: JSON.stringify({
      email: member.email,
      password: member.password,
      displayName: `${member.firstName} ${member.lastName}`,
      firstName: member.firstName,
      lastName: member.lastName,
      ...(setup ? { setup } : {}),
      ...(member.invitation ? { invitation: member.invitation } : {}),
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

export { pngSquare } from './pictures.js';

/**
 * The browser tests' family, signed up in order: Margaret is the admin (id 1), Meg the manager
 * (id 2), then Jo, Beth and Amy as members.
 */
export async function marchFamily(baseUrl: string): Promise<{ admin: SignedUp; manager: SignedUp; jo: SignedUp; beth: SignedUp; amy: SignedUp }> {
  const admin = await signUpViaApi(baseUrl, newMember('Margaret', 'March'));
  const manager = await signUpViaApi(baseUrl, newMember('Meg', 'Brooke'));
  const jo = await signUpViaApi(baseUrl, newMember('Jo', 'March'));
  const beth = await signUpViaApi(baseUrl, newMember('Beth', 'March'));
  const amy = await signUpViaApi(baseUrl, newMember('Amy', 'Laurence'));
  if (admin.id !== 1 || manager.id !== 2) throw new Error(`the admin and the manager must be the first two accounts, got ids ${admin.id} and ${manager.id}`);
  return { admin, manager, jo, beth, amy };
}
