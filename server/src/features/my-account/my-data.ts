import fs from 'node:fs/promises';
import { roleOf, type MyData } from 'shared-contracts';
import type { Db } from '../../db/index.js';
import { listInvitationsBy } from '../joining/index.js';
import { listPushSubscriptions, readChoices, readTimeZone, choicesFrom } from '../notifications/index.js';
import { listSessionsOf } from '../accounts/index.js';
import { avatarFileOf, toUserJson, inviterOf, type AccountRecord } from '../members/index.js';
import { feedOfMember } from '../calendar/index.js';
import { familyOfMember } from '../family/index.js';
import { listPasskeys, passkeyJson, passwordSignInOf } from '../passkeys/index.js';

/*
 * "Download my data" (issue 21): everything the server holds about one member, built for that
 * member only (the caller: there is no id to ask for). No secret goes in: session tokens, the
 * calendar address and invitations are stored as hashes and stay out; the password hash too.
 */

const iso = (date: Date) => date.toISOString();

export async function myData(db: Db, dataDir: string, publicUrl: string, account: AccountRecord, now: Date): Promise<MyData> {
  const [invitedBy, passkeys, passwordSignIn, sessions, invitations, feed, avatar, choices, timeZone, devices, familyTree] = await Promise.all([
    inviterOf(db, account),
    listPasskeys(db, account.id),
    passwordSignInOf(db, account.id),
    listSessionsOf(db, account.id),
    listInvitationsBy(db, account.id),
    feedOfMember(db, account.id),
    avatarOf(dataDir, account.photoURL),
    readChoices(db, account.id),
    readTimeZone(db, account.id),
    listPushSubscriptions(db, account.id),
    familyOfMember(db, account.id),
  ]);
  return {
    format: 'familynet-my-data/1',
    exportedAt: iso(now),
    site: publicUrl,
    account: toUserJson(account, account, false, now),
    role: roleOf(account) ?? 'member',
    ...(invitedBy ? { invitedBy } : {}),
    passwordSignIn,
    passkeys: passkeys.map(passkeyJson),
    sessions: sessions.map((session) => ({ createdAt: iso(session.createdAt), lastSeenAt: iso(session.lastSeenAt), expiresAt: iso(session.expiresAt) })),
    invitations: invitations.map((invitation) => ({
      createdAt: iso(invitation.createdAt),
      expiresAt: iso(invitation.expiresAt),
      uses: invitation.uses,
      ...(invitation.maxUses !== null ? { maxUses: invitation.maxUses } : {}),
      ...(invitation.revokedAt ? { revokedAt: iso(invitation.revokedAt) } : {}),
      ...(invitation.email ? { email: invitation.email } : {}),
    })),
    notifications: {
      choices: choicesFrom(choices),
      timeZone,
      devices: devices.map((device) => ({ pushService: new URL(device.endpoint).host, addedAt: iso(device.createdAt) })),
    },
    ...(feed ? { calendarFeed: { createdAt: iso(new Date(feed.createdAt)) } } : {}),
    ...(familyTree ? { familyTree } : {}),
    ...(avatar ? { avatar } : {}),
  };
}

/** The member's photo file, as stored (a photo that is not one of this server's files is only a URL in the account). */
async function avatarOf(dataDir: string, url: string | null): Promise<MyData['avatar'] | undefined> {
  const file = avatarFileOf(dataDir, url);
  if (!file) return undefined;
  try {
    const bytes = await fs.readFile(file);
    return { fileName: file.slice(file.lastIndexOf('/') + 1), contentType: 'image/webp', base64: bytes.toString('base64') };
  } catch {
    return undefined;
  }
}

/** The archive's file name: 'familynet-my-data-2026-11-25.json'. */
export function myDataFileName(now: Date): string {
  return `familynet-my-data-${iso(now).slice(0, 10)}.json`;
}
