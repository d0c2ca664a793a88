import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeUser } from 'shared-contracts/testing';
import { quietConsoleButFailOnActWarnings, renderSettings } from '../test-support/renderSettings';
import { untranslated } from '../test-support/languages';
import { CreateUserForm } from './CreateUserForm';
import { EmailTestPanel } from './EmailTestPanel';
import { ImportUsersForm } from './ImportUsersForm';
import { UserManagementPanel } from './UserManagementPanel';

jest.setTimeout(30000);
quietConsoleButFailOnActWarnings();

const admin = makeUser({ id: 1, displayName: 'Ada Admin', email: 'ada@example.org' });
const jo = makeUser({ id: 7, displayName: 'Jo March', email: 'jo@example.org', photoURL: '/uploads/avatars/jo.webp' });
const FAMILY = ['Ada Admin', 'Jo March', 'ada@example.org', 'jo@example.org', 'family.csv'];

const cousins = Array.from({ length: 18 }, (_, i) => makeUser({ id: 100 + i, displayName: `Cousin ${i}`, email: `cousin${i}@example.org` }));
const usersRoute = { method: 'GET' as const, url: /^\/api\/auth\/admin\/users/, body: { success: true, data: { users: [admin, jo, ...cousins], total: 1000 } } };

const REPORT = { total: 3, imported: 1, skipped: 2, errors: ['Row 3: Invalid email address', 'Row 4: jo@example.org already has an account; skipped'] };
const csv = () => new File(['email,displayName\n'], 'family.csv', { type: 'text/csv' });

describe('User administration in the family’s languages', () => {
  it('User Management in German: the count as German writes it, the pages, and the question before a delete', async () => {
    renderSettings(<UserManagementPanel />, { user: admin, locale: 'de', network: [usersRoute, { method: 'DELETE', url: '/api/auth/admin/user/7', body: { success: true } }] });
    expect(await screen.findByText('1.000 Benutzer')).toBeInTheDocument();
    expect(screen.getByText('Seite 1 von 50')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Benutzerseiten' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Weiter' })).toBeEnabled();
    expect(screen.getByRole('img', { name: 'Foto von Jo March' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Jo March löschen' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getAllByText('Benutzer löschen')).not.toHaveLength(0);
    expect(dialog).toHaveTextContent('Möchtest du den Benutzer „Jo March“ wirklich löschen? Das lässt sich nicht rückgängig machen.');
    expect(within(dialog).getByRole('button', { name: 'Abbrechen' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Löschen' }));
    expect(await screen.findByText('Benutzer erfolgreich gelöscht')).toBeInTheDocument();
  });

  it('User Management and its question in the pseudo-language: no plain English letter left', async () => {
    renderSettings(<UserManagementPanel />, { user: admin, locale: 'en-XA', network: [usersRoute] });
    await userEvent.type(await screen.findByRole('searchbox', { name: /^⟦.+⟧$/ }), 'x');
    await userEvent.click(screen.getByRole('button', { name: /Jo March/ }));
    await screen.findByRole('dialog');
    expect(untranslated(document.body, [...FAMILY, ...cousins.flatMap((cousin) => [`Cousin ${cousin.id - 100}`, `cousin${cousin.id - 100}@example.org`])])).toEqual([]);
  });

  it('Bulk User Import in German: the file, the completed message with its plurals, and the report', async () => {
    renderSettings(<ImportUsersForm />, { user: admin, locale: 'de', network: [{ method: 'POST', url: '/api/auth/admin/import-users', body: { success: true, data: REPORT } }] });
    await userEvent.upload(await screen.findByLabelText('CSV-Datei'), csv(), { applyAccept: false });
    await userEvent.click(screen.getByRole('button', { name: /Benutzer importieren/ }));
    expect(await screen.findByText('Import abgeschlossen! 1 Benutzer importiert, 2 übersprungen.')).toBeInTheDocument();
    const report = screen.getByRole('region', { name: 'Importbericht' });
    expect(within(report).getByText('Zeilen insgesamt').nextSibling).toHaveTextContent('3');
    expect(within(report).getByRole('list', { name: 'Importfehler' })).toBeInTheDocument();
    expect(screen.getByText('Keine Datei ausgewählt')).toBeInTheDocument();
  });

  it('Bulk User Import and its report in the pseudo-language', async () => {
    renderSettings(<ImportUsersForm />, { user: admin, locale: 'en-XA', network: [{ method: 'POST', url: '/api/auth/admin/import-users', body: { success: true, data: REPORT } }] });
    await screen.findByRole('heading', { name: /^⟦.+⟧$/ });
    await userEvent.upload(document.querySelector<HTMLInputElement>('input[type="file"]')!, csv(), { applyAccept: false });
    await userEvent.click(screen.getAllByRole('button').at(-1)!);
    await screen.findByRole('list', { name: /^⟦.+⟧$/ });
    // The report's lines are the server's, said by it in the page's language (the fixture's are English).
    await waitFor(() => expect(untranslated(document.body, [...FAMILY, ...REPORT.errors])).toEqual([]));
  });

  it('Create New User in German: the shared labels and the validators’ messages', async () => {
    renderSettings(<CreateUserForm />, { user: admin, locale: 'de' });
    expect(await screen.findByRole('heading', { name: 'Neuen Benutzer anlegen' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('E-Mail'), 'not-an-address');
    await userEvent.type(screen.getByLabelText('Anzeigename'), 'Neues Mitglied');
    await userEvent.click(screen.getByRole('button', { name: 'Benutzer anlegen' }));
    expect(await screen.findByText('Ungültige E-Mail-Adresse')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Standort sichtbar' })).not.toBeChecked();
  });

  it('Create New User and Email System Test in the pseudo-language', async () => {
    renderSettings(
      <>
        <CreateUserForm />
        <EmailTestPanel />
      </>,
      { user: admin, locale: 'en-XA' },
    );
    await screen.findAllByRole('heading', { name: /^⟦.+⟧$/ });
    await waitFor(() => expect(untranslated(document.body)).toEqual([]));
  });

  it('Email System Test in German says what was sent, to whom', async () => {
    renderSettings(<EmailTestPanel />, { user: admin, locale: 'de', network: [{ method: 'POST', url: '/api/auth/admin/test-email', body: { success: true } }] });
    await userEvent.type(await screen.findByLabelText('Adresse für die Test-E-Mail'), 'me@example.org');
    await userEvent.click(screen.getByRole('button', { name: 'Test-E-Mail senden' }));
    expect(await screen.findByText('Test-E-Mail an me@example.org gesendet. Schau in deinen Posteingang (und in den Spam-Ordner).')).toBeInTheDocument();
  });
});
