import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LANGUAGE_MESSAGES, LOCALE_NAMES, LOCALES } from 'shared-contracts';
import { makeUser, type FakeRoute } from 'shared-contracts/testing';
import SettingsPage from '../SettingsPage';
import { everySectionShown, quietConsoleButFailOnActWarnings, renderSettings } from '../test-support/renderSettings';
import { untranslated } from '../test-support/languages';
import { settingsNetwork } from '../test-support/settingsNetwork';
import { SiteLanguagePanel } from './SiteLanguagePanel';

jest.setTimeout(30000);
quietConsoleButFailOnActWarnings();

const admin = makeUser({ id: 1 });
const siteLanguage = (language: string): FakeRoute => ({ method: 'GET', url: '/api/auth/admin/language', body: { success: true, data: { language } } });
const saveOk: FakeRoute = { method: 'PUT', url: '/api/auth/admin/language', respond: ({ data }) => ({ status: 200, body: { success: true, data } }) };

describe('Site language (admins): the language of e-mails to members who never chose one', () => {
  it('shows the site’s language, each language named in itself, and saves another', async () => {
    const { requests } = renderSettings(<SiteLanguagePanel />, { user: admin, network: [siteLanguage('de'), saveOk] });
    expect(screen.getByRole('heading', { level: 2, name: 'Site language' })).toBeInTheDocument();
    const select = await screen.findByLabelText('Default language');
    expect(select).toHaveValue('de');
    expect([...(select as HTMLSelectElement).options].map((option) => [option.value, option.textContent, option.lang])).toEqual(LOCALES.map((locale) => [locale, LOCALE_NAMES[locale], locale]));
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    await userEvent.selectOptions(select, 'pt-BR');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(LANGUAGE_MESSAGES.siteSaved)).toBeInTheDocument();
    expect(requests.find((request) => request.method === 'PUT')).toMatchObject({ url: '/api/auth/admin/language', data: { language: 'pt-BR' } });
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('says why a save failed: the server’s message, else its own', async () => {
    renderSettings(<SiteLanguagePanel />, {
      user: admin,
      network: [siteLanguage('en'), { method: 'PUT', url: '/api/auth/admin/language', status: 500, body: {} }],
    });
    await userEvent.selectOptions(await screen.findByLabelText('Default language'), 'fr');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Could not save the site language. Please try again.')).toBeInTheDocument();
    expect(screen.getByLabelText('Default language')).toHaveValue('fr');
  });

  it('says so when the site’s language cannot be read, and offers nothing to save', async () => {
    renderSettings(<SiteLanguagePanel />, { user: admin, network: [{ method: 'GET', url: '/api/auth/admin/language', status: 500, body: {} }] });
    expect(await screen.findByText('Could not load the site language.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Default language')).not.toBeInTheDocument();
  });

  it.each([
    [1, true],
    [2, false],
    [7, false],
  ])('in Settings for user %i: shown %p (admins only), and asked for only then', async (id, shown) => {
    const { requests } = renderSettings(<SettingsPage />, { user: makeUser({ id }), network: settingsNetwork() });
    await everySectionShown();
    expect(screen.queryByRole('heading', { level: 2, name: 'Site language' }) !== null).toBe(shown);
    expect(requests.some((request) => request.url === '/api/auth/admin/language')).toBe(shown);
  });

  it('speaks German, the saved message a shared one', async () => {
    renderSettings(<SiteLanguagePanel />, { user: admin, locale: 'de', network: [siteLanguage('en'), saveOk] });
    expect(await screen.findByRole('heading', { level: 2, name: 'Sprache der Website' })).toBeInTheDocument();
    await userEvent.selectOptions(await screen.findByLabelText('Standardsprache'), 'de');
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Die Standardsprache der Website ist gespeichert.')).toBeInTheDocument();
  });

  it('says the pseudo-language with no plain English letter left (the languages’ names are their own)', async () => {
    renderSettings(<SiteLanguagePanel />, { user: admin, locale: 'en-XA', network: [siteLanguage('en'), saveOk] });
    await userEvent.selectOptions(await screen.findByRole('combobox'), 'es');
    await userEvent.click(screen.getByRole('button'));
    expect(await screen.findByText(/^⟦.+⟧$/, { selector: '.fn-notice *, .fn-notice' })).toBeInTheDocument();
    expect(untranslated(document.body)).toEqual([]);
  });
});
