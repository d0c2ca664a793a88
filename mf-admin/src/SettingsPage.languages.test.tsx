import { screen, within } from '@testing-library/react';
import SettingsPage from './SettingsPage';
import { everySectionShown, quietConsoleButFailOnActWarnings, renderSettings } from './test-support/renderSettings';
import { untranslated } from './test-support/languages';
import { EXPIRES_AT, FAMILY_DATA, INVITED_AT, LOGGED_AT, SIGNED_UP_AT, admin, englishDates, settingsNetwork } from './test-support/settingsNetwork';

jest.setTimeout(30000);
quietConsoleButFailOnActWarnings();

const heading = (name: string | RegExp) => screen.getByRole('heading', { level: 2, name });

/** The whole of an admin's Settings, every section drawn with the family's data. */
async function renderAllSettings(locale: 'de' | 'ar' | 'en-XA') {
  const page = renderSettings(<SettingsPage />, { user: admin, locale, network: settingsNetwork('fr') });
  await everySectionShown();
  // The last answers drawn: the waiting list and the log.
  await screen.findByText('Beth March');
  await screen.findAllByText(/Jo March/);
  return page;
}

describe('Settings in the family’s languages', () => {
  it('speaks German: every section, its buttons, labels, counts and dates', async () => {
    await renderAllSettings('de');
    expect(screen.getByRole('heading', { level: 1, name: 'Admin-Einstellungen' })).toBeInTheDocument();
    for (const name of [
      'Design anpassen',
      'Hintergrundbild',
      'Neuen Benutzer anlegen',
      'Benutzer-Massenimport',
      'Stammbaum importieren',
      'Benutzerverwaltung',
      'E-Mail-Test',
      'Warten auf Freigabe (1)',
      'Wer beitreten kann',
      'Sprache der Website',
      'Benachrichtigungen',
      'Einladungen',
      'Admin-Protokoll',
    ])
      expect(heading(name)).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Farben' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('button', { name: 'Galerie ansehen' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Benutzer anlegen' })).toBeDisabled();
    // The member fields' labels are shared messages.
    expect(screen.getByLabelText('Anzeigename')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Benutzer suchen' })).toBeInTheDocument();
    expect(screen.getByText('3 Benutzer')).toBeInTheDocument();
    const users = within(screen.getByRole('list', { name: 'Benutzer' }));
    expect(users.getByText('Mitglied')).toBeInTheDocument();
    expect(users.getByText('Du')).toBeInTheDocument();
    expect(users.getByRole('button', { name: 'Jo March löschen' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Beth March freigeben' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Nur mit Einladung/ })).toBeChecked();
    expect(screen.getByLabelText('Standardsprache')).toHaveValue('fr');
    expect(screen.getByLabelText('Geburtstagserinnerungen kommen um')).toHaveValue('8');
    expect(screen.getByText('Push-Benachrichtigungen sind eingerichtet: 2 Geräte erlauben sie.')).toBeInTheDocument();
    // Dates as German writes them.
    expect(screen.getAllByText(/Erstellt von Jo March am 20\.11\.2026 · läuft ab am 27\.11\.2026/)).toHaveLength(1);
    expect(screen.getByText('Meg Brooke hat das Profil von Jo March geändert: Telefonnummer, Beruf')).toBeInTheDocument();
  });

  it('speaks Arabic', async () => {
    await renderAllSettings('ar');
    expect(screen.getByRole('heading', { level: 1, name: 'إعدادات المسؤول' })).toBeInTheDocument();
    expect(heading('تخصيص السمة')).toBeInTheDocument();
    expect(heading('لغة الموقع')).toBeInTheDocument();
    expect(heading('في انتظار الموافقة (1)')).toBeInTheDocument();
    // Three users: Arabic's "few" form.
    expect(screen.getByText('3 مستخدمين')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'الموافقة على Beth March' })).toBeInTheDocument();
    expect(screen.getByLabelText('اللغة الافتراضية')).toHaveValue('fr');
  });

  it('says the pseudo-language with no plain English letter left', async () => {
    await renderAllSettings('en-XA');
    expect(screen.getByRole('heading', { level: 1, name: /^⟦.+⟧$/ })).toBeInTheDocument();
    expect(untranslated(document.body, [...FAMILY_DATA, ...englishDates(LOGGED_AT, INVITED_AT, EXPIRES_AT, SIGNED_UP_AT)])).toEqual([]);
  });
});
