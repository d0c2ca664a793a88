import { ADMIN_LOG_PAGE_SIZE, apiPath } from 'shared-contracts';
import { makeUser, type FakeRoute } from 'shared-contracts/testing';

/*
 * The family behind a whole Settings page (issue 42's language tests): something in every
 * section, so each one draws its words. Test support only.
 */
export const admin = makeUser({ id: 1, displayName: 'Margaret March', email: 'marmee@example.org' });
export const manager = makeUser({ id: 2, displayName: 'Meg Brooke', email: 'meg@example.org' });
export const jo = makeUser({ id: 7, displayName: 'Jo March', email: 'jo@example.org', invitedBy: { id: 1, name: 'Margaret March' } });

export const INVITED_AT = '2026-11-20T10:00:00.000Z';
export const EXPIRES_AT = '2026-11-27T10:00:00.000Z';
export const SIGNED_UP_AT = '2026-11-24T09:00:00.000Z';
export const LOGGED_AT = '2026-11-25T10:00:00.000Z';

const ok = (data: unknown) => ({ success: true, data });
/** A call that carries a query (a page, a search): its path (letters, '/' and '-'), any query after it. */
const startsWith = (path: string) => new RegExp(`^${path}(\\?|$)`);

export const settingsNetwork = (language = 'en'): FakeRoute[] => [
  { method: 'GET', url: apiPath('backgroundImage'), body: ok({ backgroundUrl: null }) },
  { method: 'GET', url: startsWith(apiPath('adminUsers')), body: ok({ users: [admin, manager, jo], total: 3 }) },
  { method: 'GET', url: apiPath('waitingAccounts'), body: ok({ accounts: [{ id: 12, email: 'beth@example.org', name: 'Beth March', createdAt: SIGNED_UP_AT }] }) },
  { method: 'GET', url: apiPath('joinSettings'), body: ok({ mode: 'invite', invitationDays: 7 }) },
  { method: 'GET', url: apiPath('siteLanguage'), body: ok({ language }) },
  { method: 'GET', url: apiPath('adminNotifications'), body: ok({ reminderHour: 8, pushReady: true, devices: 2 }) },
  {
    method: 'GET',
    url: apiPath('invitations'),
    body: ok({
      invitations: [
        { id: 4, createdBy: { id: 7, name: 'Jo March' }, createdAt: INVITED_AT, expiresAt: EXPIRES_AT, uses: 2 },
        { id: 5, createdBy: { id: 1, name: 'Margaret March' }, createdAt: INVITED_AT, expiresAt: EXPIRES_AT, uses: 0, maxUses: 1, email: 'amy@example.org', name: 'Amy March' },
      ],
    }),
  },
  {
    method: 'GET',
    url: startsWith(apiPath('adminLog')),
    body: ok({
      entries: [
        { id: 2, at: LOGGED_AT, act: 'profileChanged', actor: { id: 2, name: 'Meg Brooke' }, subject: { id: 7, name: 'Jo March' }, details: 'Phone Number, Occupation' },
        { id: 1, at: LOGGED_AT, act: 'themeChanged', actor: { id: 1, name: 'Margaret March' } },
      ],
      total: 2,
      page: 1,
      pageSize: ADMIN_LOG_PAGE_SIZE,
    }),
  },
  { method: 'GET', url: apiPath('familyMembers'), body: ok({ members: [admin, manager, jo] }) },
];

/** What the family typed, shown as typed in every language. */
export const FAMILY_DATA = ['Margaret March', 'Meg Brooke', 'Jo March', 'Beth March', 'Amy March', 'marmee@example.org', 'meg@example.org', 'jo@example.org', 'beth@example.org', 'amy@example.org'];

/** Dates and times as Intl writes them in English, which the pseudo-language formats with. */
export const englishDates = (...moments: string[]) =>
  moments.flatMap((when) => [
    new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(when)),
    new Intl.DateTimeFormat('en', { dateStyle: 'medium' }).format(new Date(when)),
  ]);
