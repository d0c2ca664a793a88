import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeUser, type FakeRoute } from 'shared-contracts/testing';
import { quietConsoleButFailOnActWarnings, renderSettings } from '../test-support/renderSettings';
import { untranslated } from '../test-support/languages';
import { englishDates } from '../test-support/settingsNetwork';
import { InvitationsPanel } from './InvitationsPanel';
import { WaitingPanel } from './WaitingPanel';
import { WhoCanJoinPanel } from './WhoCanJoinPanel';

jest.setTimeout(30000);
quietConsoleButFailOnActWarnings();

const admin = makeUser({ id: 1, displayName: 'Margaret March' });
const CREATED = '2026-11-20T10:00:00.000Z';
const EXPIRES = '2026-11-27T10:00:00.000Z';
const SIGNED_UP = '2026-11-24T09:00:00.000Z';
const FAMILY = ['Jo March', 'Beth March', 'Cousin Itt', 'beth@example.org', 'cousin@example.org', ...englishDates(CREATED, EXPIRES, SIGNED_UP)];

const network: FakeRoute[] = [
  {
    method: 'GET',
    url: '/api/auth/invitations',
    body: {
      success: true,
      data: {
        invitations: [
          { id: 4, createdBy: { id: 7, name: 'Jo March' }, createdAt: CREATED, expiresAt: EXPIRES, uses: 1 },
          { id: 5, createdBy: { id: 7, name: 'Jo March' }, createdAt: CREATED, expiresAt: EXPIRES, uses: 0, maxUses: 1, email: 'cousin@example.org', name: 'Cousin Itt' },
        ],
      },
    },
  },
  { method: 'GET', url: '/api/auth/admin/waiting', body: { success: true, data: { accounts: [{ id: 12, email: 'beth@example.org', name: 'Beth March', createdAt: SIGNED_UP }] } } },
  { method: 'GET', url: '/api/auth/admin/join', body: { success: true, data: { mode: 'approval', invitationDays: 1 } } },
  { method: 'PUT', url: '/api/auth/admin/join', respond: ({ data }) => ({ status: 200, body: { success: true, data } }) },
];

function renderJoining(locale: 'de' | 'en-XA') {
  return renderSettings(
    <>
      <WhoCanJoinPanel />
      <WaitingPanel />
      <InvitationsPanel canEmail />
    </>,
    { user: admin, locale, network },
  );
}

describe('Who gets in, in the family’s languages', () => {
  it('speaks German: the ways, the days, the waiting list, the question before a decline, the invitations', async () => {
    renderJoining('de');
    expect(await screen.findByRole('radio', { name: /^Mit Freigabe/ })).toBeChecked();
    expect(screen.getByText('Alle können sich registrieren; ein Admin oder Manager lässt jedes neue Konto herein.')).toBeInTheDocument();
    const days = screen.getByLabelText('Neue Einladungen gelten');
    // One day, then fourteen: German's singular and plural.
    expect(screen.getByText('Tag')).toBeInTheDocument();
    await userEvent.clear(days);
    await userEvent.type(days, '14');
    expect(screen.getByText('Tage')).toBeInTheDocument();
    // antd names its step buttons in English only; the page names them in German.
    expect(screen.getByRole('button', { name: 'Wert erhöhen' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Wert verringern' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Gespeichert. Die Änderung gilt sofort.')).toBeInTheDocument();

    expect(await screen.findByRole('heading', { name: 'Warten auf Freigabe (1)' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Beth March ablehnen' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Beth March ablehnen?');
    expect(dialog).toHaveTextContent('Das Konto wird gelöscht, und die Person wird per E-Mail informiert.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const rows = within(screen.getByRole('list', { name: 'Offene Einladungen' })).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('Einladungslink und QR-Code');
    expect(rows[0]).toHaveTextContent('Einmal genutzt');
    expect(rows[0]).toHaveTextContent('Erstellt von Jo March am 20.11.2026 · läuft ab am 27.11.2026');
    expect(rows[1]).toHaveTextContent('Für Cousin Itt <cousin@example.org>');
    expect(rows[1]).toHaveTextContent('0 von 1 genutzt');
    expect(within(rows[0]).getByRole('button', { name: 'Einladung von Jo March vom 20.11.2026 widerrufen' })).toHaveTextContent('Widerrufen');

    const form = screen.getByRole('form', { name: 'Per E-Mail einladen' });
    await userEvent.type(within(form).getByLabelText('E-Mail'), 'cousin@example.org');
    await userEvent.click(within(form).getByRole('button', { name: 'Einladung senden' }));
    // The shared validators' message, in German.
    expect(await within(form).findByRole('alert')).toHaveTextContent('Vorname ist erforderlich');
  });

  it('says the pseudo-language with no plain English letter left, the question before a decline open', async () => {
    renderJoining('en-XA');
    await userEvent.click(await screen.findByRole('button', { name: '⟦Ðééçļîîñéé Beth March⟧' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(/⟦.+Beth March.+⟧/);
    // The invitations too, with the waiting list.
    await waitFor(() => expect(screen.getAllByRole('list', { name: /^⟦.+⟧$/ })).toHaveLength(2));
    await waitFor(() => expect(untranslated(document.body, FAMILY)).toEqual([]));
  });
});
