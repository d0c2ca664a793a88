import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NOTIFICATION_DEFAULTS, type NotificationSettings, type PageLocale } from 'shared-contracts';
import { makeUser, renderWithShell, type FakeRoute } from 'shared-contracts/testing';
import { plainEnglishIn, textsOf } from '../test-support/plainEnglish';
import { MyDataSection } from './MyDataSection';
import { NotificationsSection } from './NotificationsSection';
import { PasskeysSection } from './PasskeysSection';

jest.setTimeout(20000);

beforeEach(() => {
  jest.spyOn(console, 'warn').mockImplementation(() => {});
  jest.spyOn(console, 'error').mockImplementation(() => {});
  // Passkeys: jsdom has no WebAuthn, the page is given one.
  Object.defineProperty(window, 'PublicKeyCredential', { value: function PublicKeyCredential() {}, configurable: true });
});
afterEach(() => {
  delete (window as { PublicKeyCredential?: unknown }).PublicKeyCredential;
});

const admin = makeUser({ id: 1, displayName: 'Marmee March' });
const family = [admin, makeUser({ id: 5, displayName: 'Jo March' })];

const passkeys = {
  passkeys: [
    { id: 1, name: "Jo's laptop", createdAt: '2026-11-20T10:00:00.000Z', lastUsedAt: '2026-11-24T10:00:00.000Z', backedUp: true },
    { id: 2, name: "Jo's phone", createdAt: '2026-11-21T10:00:00.000Z', backedUp: false },
  ],
  passwordSignIn: true,
};
const notifications: NotificationSettings = { choices: structuredClone(NOTIFICATION_DEFAULTS), timeZone: null, publicKey: 'BPublicKey', devices: 0, reminderHour: 8 };
const network: FakeRoute[] = [
  { method: 'GET', url: '/api/auth/passkeys', body: { success: true, data: passkeys } },
  { method: 'GET', url: '/api/auth/notifications', body: { success: true, data: notifications } },
  { method: 'GET', url: '/api/auth/family/members', body: { success: true, data: { members: family } } },
];

function renderSections(locale: PageLocale) {
  return renderWithShell(
    <>
      <PasskeysSection />
      <NotificationsSection user={admin} />
      <MyDataSection isAdmin />
    </>,
    { user: admin, network, locale },
  );
}

describe('my account’s sections in the family’s languages', () => {
  it('speak German: passkeys, notifications, my data and leaving', async () => {
    renderSections('de');
    const list = await screen.findByRole('list', { name: 'Deine Passkeys' });
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('Hinzugefügt am 20.11.2026 · zuletzt verwendet am 24.11.2026');
    expect(within(list).getAllByRole('listitem')[1]).toHaveTextContent('noch nicht verwendet');
    expect(within(list).getByText('Synchronisiert')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: "Passkey Jo's phone entfernen" })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Auch mit meinem Passwort anmelden' })).toBeInTheDocument();
    expect(await screen.findByText('Geburtstagserinnerungen kommen um 8:00 Uhr deiner Ortszeit.')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Benachrichtige mich, wenn' })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Morgen hat jemand Geburtstag: E-Mail' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Benachrichtigungen speichern' })).toBeInTheDocument();
    expect(screen.getByText(/Dieser Browser kann keine Benachrichtigungen anzeigen/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Mein Konto löschen/ }));
    const form = screen.getByRole('form', { name: 'Mein Konto löschen' });
    expect(within(form).getByText('Dein Konto löschen?')).toBeInTheDocument();
    expect(await within(form).findByRole('combobox', { name: 'Neuer Admin' })).toBeInTheDocument();
    expect(within(form).getByRole('option', { name: 'Mitglied auswählen' })).toBeInTheDocument();
    expect(within(form).getByLabelText('Dein Passwort')).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Mein Konto endgültig löschen' })).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Konto behalten' })).toBeInTheDocument();
  });

  it('say the pseudo-language with no plain English but the members’ and the passkeys’ names', async () => {
    renderSections('en-XA');
    await screen.findByRole('list', { name: /⟦.+⟧/ });
    await screen.findByRole('table');
    await userEvent.click(screen.getAllByRole('button', { name: /⟦.+⟧/ }).find((button) => button.textContent?.startsWith('⟦Ðéé'))!);
    await screen.findByRole('combobox', { name: /⟦.+⟧/ });
    const left = plainEnglishIn(document.body, {
      // antd's own words (the password's Show and Hide) are antd's locale's, English in the pseudo-language.
      skip: '.ant-input-password-icon',
      data: [
        ...textsOf(family, passkeys.passkeys.map((passkey) => passkey.name)),
        // A date is Intl's, and the pseudo-language formats as English does.
        'Nov 20, 2026',
        'Nov 21, 2026',
        'Nov 24, 2026',
      ],
    });
    expect(left).toEqual([]);
  });
});
