import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PageLocale, User } from 'shared-contracts';
import { localeAtom } from 'shared-contracts/runtime';
import { makeUser, type FakeRoute } from 'shared-contracts/testing';
import { renderDirectory } from '../test-support/renderDirectory';
import { plainEnglishIn, textsOf } from '../test-support/plainEnglish';
import { ProfileDetails } from './ProfileDetails';

jest.setTimeout(30000);

beforeEach(() => {
  jest.spyOn(console, 'warn').mockImplementation(() => {});
  jest.spyOn(console, 'error').mockImplementation(() => {});
});

const me = makeUser({ id: 7, displayName: 'Jo March', email: 'jo@march.family', occupation: 'Writer', isPhoneVisible: false, isBirthYearVisible: false });
const beth = makeUser({
  id: 9,
  displayName: 'Beth March',
  email: 'beth@march.family',
  phoneNumber: '5559876543',
  occupation: 'Pianist',
  bio: 'Plays for everyone',
  birthday: '1992-03-04',
  isBirthdayVisible: true,
  address: { address1: '10 Orchard St', address2: 'Upstairs', city: 'Concord', state: 'MA', country: 'USA', postalCode: '01742' },
});
const manager = makeUser({ id: 2, displayName: 'Aunt March' });

function renderDialog(user: User, { as = me, locale, network = [] }: { as?: User; locale?: PageLocale; network?: FakeRoute[] }) {
  return renderDirectory(<ProfileDetails open user={user} onClose={jest.fn()} />, { user: as, locale, network });
}

describe('Profile Details in the family’s languages', () => {
  it('speaks French: the sections, the facts’ terms, the buttons', async () => {
    renderDialog(beth, { locale: 'fr' });
    const dialog = await screen.findByRole('dialog', { name: 'Détails du profil' });
    expect(await within(dialog).findByRole('region', { name: 'À propos' })).toHaveTextContent('Plays for everyone');
    const contact = within(dialog).getByRole('region', { name: 'Coordonnées' });
    expect(within(contact).getByText('Téléphone')).toBeInTheDocument();
    expect(within(contact).getByText('Position')).toBeInTheDocument();
    // The birthday's term is a shared message (the field's name); its date is French.
    expect(within(contact).getByText('Date de naissance')).toBeInTheDocument();
    expect(within(contact).getByText('4 mars 1992')).toBeInTheDocument();
    expect(within(dialog).getByRole('region', { name: 'Adresse' })).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Appeler Beth March' })).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: /Ajouter aux contacts/ })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Fermer' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Fermer la boîte de dialogue' })).toBeInTheDocument();
  });

  it('tells its owner in French what the family does not see, and edits in French', async () => {
    renderDialog(me, { locale: 'fr' });
    // (The matcher reads French's no-break spaces as spaces.)
    expect(await screen.findByText('Masqué pour la famille : Année de naissance, Téléphone. Vous pouvez le changer avec « Modifier le profil ».')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Modifier le profil/ }));
    // The fields' labels and messages are the shared ones.
    const phone = await screen.findByLabelText('Numéro de téléphone');
    expect(screen.getByLabelText('Nom d’affichage')).toHaveValue('Jo March');
    expect(screen.getByRole('group', { name: 'Confidentialité' })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Téléphone visible' })).not.toBeChecked();
    await userEvent.type(phone, 'call me');
    fireEvent.change(screen.getByLabelText('Date de naissance'), { target: { value: '1899-12-31' } });
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer les modifications' }));
    expect(await screen.findByText('Le numéro de téléphone ne peut contenir que des chiffres, des espaces et + ( ) - .')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Annuler' })).toBeInTheDocument();
  });

  it('chooses the member’s language in their own profile: the page speaks it and the account keeps it', async () => {
    const { store, requests } = renderDialog(me, {
      network: [{ method: 'PUT', url: '/api/auth/language', respond: ({ data }) => ({ status: 200, body: { success: true, data: { user: { ...me, ...(data as object) } } } }) }],
    });
    const picker = await screen.findByRole('combobox', { name: 'Language' });
    expect(picker).toHaveValue('en');
    expect([...(picker as HTMLSelectElement).options].map((option) => option.textContent)).toEqual(['English', 'Español', 'Deutsch', 'Français', 'Português (Brasil)', 'العربية', '简体中文']);
    await userEvent.selectOptions(picker, 'de');
    expect(await screen.findByRole('dialog', { name: 'Profildetails' })).toBeInTheDocument();
    expect(store.get(localeAtom)).toBe('de');
    await waitFor(() => expect(requests.filter((request) => request.url === '/api/auth/language')).toHaveLength(1));
    expect(requests.find((request) => request.url === '/api/auth/language')?.data).toEqual({ language: 'de' });
    expect(screen.getByRole('combobox', { name: 'Sprache' })).toHaveValue('de');
  });

  it('speaks Arabic in one’s own account sections', async () => {
    renderDialog(me, { locale: 'ar' });
    expect(await screen.findByRole('dialog', { name: 'تفاصيل الملف الشخصي' })).toBeInTheDocument();
    expect(await screen.findByRole('combobox', { name: 'اللغة' })).toHaveValue('ar');
    expect(screen.getByRole('region', { name: 'عائلتك' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /إدارة عائلتي/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /تعديل الملف الشخصي/ })).toBeInTheDocument();
  });
});

describe('Profile Details in the pseudo-language', () => {
  // A date is Intl's, and the pseudo-language formats as English does.
  const dates = ['December 10', 'March 4, 1992'];

  it('someone else’s, as a manager sees it (their family too): no plain English but the member’s own words', async () => {
    renderDialog(beth, { as: manager, locale: 'en-XA' });
    await screen.findByRole('dialog', { name: /⟦.+⟧/ });
    await screen.findByRole('region', { name: /⟦.+⟧.*Beth March|Beth March.*⟧/ });
    expect(plainEnglishIn(document.body, { data: [...textsOf(beth, manager), ...dates] })).toEqual([]);
  });

  it('one’s own, with its account sections, and its edit form', async () => {
    renderDialog(me, { locale: 'en-XA' });
    await screen.findByRole('dialog', { name: /⟦.+⟧/ });
    await screen.findByRole('combobox', { name: /⟦.+⟧/ });
    expect(plainEnglishIn(document.body, { data: [...textsOf(me), ...dates] })).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: /⟦Éé/ }));
    await screen.findByRole('group', { name: /⟦.+⟧/ });
    expect(plainEnglishIn(document.body, { data: [...textsOf(me), ...dates] })).toEqual([]);
  });
});
