import { screen, waitFor, within } from '@testing-library/react';
import { makeUser, type FakeRoute } from 'shared-contracts/testing';
import type { User } from 'shared-contracts';
import type { PageLocale } from 'shared-contracts';
import DirectoryPage from './DirectoryPage';
import { renderDirectory } from './test-support/renderDirectory';
import { plainEnglishIn, textsOf } from './test-support/plainEnglish';

jest.setTimeout(20000);

beforeEach(() => {
  jest.spyOn(console, 'warn').mockImplementation(() => {});
  jest.spyOn(console, 'error').mockImplementation(() => {});
});

const me = makeUser({ id: 7, displayName: 'Jo March', email: 'jo@march.family', occupation: 'Writer' });
const meg = makeUser({ id: 8, displayName: 'Meg Brooke', email: 'meg@brooke.family', occupation: 'Governess', address: undefined });
const beth = makeUser({ id: 9, displayName: 'Beth March', email: 'beth@march.family', birthday: '1992-03-04', isBirthdayVisible: true });
const members = [me, meg, beth];

const network: FakeRoute[] = [
  { method: 'GET', url: '/api/auth/family/members', body: { success: true, data: { members } } },
  { method: 'GET', url: '/api/auth/family/relations', body: { success: true, data: { me: 'm7', relations: [{ person: 'm8', word: 'cousin' }] } } },
];

const renderPage = (locale: PageLocale, user: User = me) => renderDirectory(<DirectoryPage />, { user, route: '/dashboard/directory', network, locale });
const cardOf = (name: string) => screen.getByRole('article', { name });

describe('the Family Directory in the family’s languages', () => {
  it('speaks German: the title, the count, the search, the views and the cards', async () => {
    renderPage('de');
    expect(await screen.findByRole('heading', { level: 1, name: 'Familienverzeichnis' })).toBeInTheDocument();
    expect(await screen.findByRole('status', { name: '3 Mitglieder angezeigt' })).toHaveTextContent('3 Mitglieder');
    expect(screen.getByRole('searchbox', { name: 'Familienmitglieder suchen' })).toHaveAttribute('placeholder', 'Familienmitglieder suchen…');
    expect(screen.getByRole('link', { name: 'Alle zu den Kontakten hinzufügen' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Familie anzeigen als' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Stammbaum' })).toBeInTheDocument();
    expect(within(cardOf('Jo March')).getByText('Du')).toBeInTheDocument();
    expect(within(cardOf('Meg Brooke')).getByText('Kein Standort geteilt')).toBeInTheDocument();
    // The birthday as German writes a date (the English card says 'March 4, 1992').
    expect(within(cardOf('Beth March')).getByText('4. März 1992')).toBeInTheDocument();
    expect(within(cardOf('Beth March')).getByRole('link', { name: 'E-Mail an Beth March' })).toBeInTheDocument();
    expect(within(cardOf('Beth March')).getByRole('list', { name: 'Kontaktdaten von Beth March' })).toBeInTheDocument();
  });

  it('speaks Arabic, counts in its plural forms, and lays the cards out from the right', async () => {
    renderPage('ar');
    expect(await screen.findByRole('heading', { level: 1, name: 'دليل العائلة' })).toBeInTheDocument();
    expect(await screen.findByRole('status', { name: `يظهر ${new Intl.NumberFormat('ar').format(3)} أعضاء` })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'البحث في أفراد العائلة' })).toBeInTheDocument();
    // The first card in the row's start: its right, right to left.
    const first = cardOf('Jo March').parentElement!;
    expect(first.style.right).toBe('0px');
    expect(first.style.left).toBe('');
    expect(cardOf('Meg Brooke').parentElement!.style.right).not.toBe('');
  });

  it('says the pseudo-language with no plain English left but the members’ own words', async () => {
    renderPage('en-XA');
    await screen.findByRole('heading', { level: 1, name: /⟦.+⟧/ });
    await screen.findByRole('article', { name: 'Meg Brooke' });
    await waitFor(() => expect(within(cardOf('Meg Brooke')).getByText(/cousin/)).toBeInTheDocument());
    const left = plainEnglishIn(document.body, {
      data: [
        ...textsOf(members),
        // The relation is shared-contracts' words (relationText.ts: 'Your cousin'), not yet in the messages.
        'Your cousin',
        // A date is Intl's, and the pseudo-language formats as English does.
        'December 10, 1990',
        'March 4, 1992',
      ],
    });
    expect(left).toEqual([]);
  });
});
