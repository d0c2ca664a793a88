import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FamilyTree, PageLocale } from 'shared-contracts';
import { makeUser, renderWithShell, type FakeRoute } from 'shared-contracts/testing';
import { plainEnglishIn, textsOf } from '../test-support/plainEnglish';
import { FamilySection } from './FamilySection';

beforeEach(() => {
  jest.spyOn(console, 'warn').mockImplementation(() => {});
  jest.spyOn(console, 'error').mockImplementation(() => {});
});

const tree: FamilyTree = {
  me: 'm4',
  people: [
    { id: 'm4', memberId: 4, name: 'Jo March', gender: null, canEdit: true },
    { id: 'm1', memberId: 1, name: 'Marmee March', gender: 'female', canEdit: false },
    { id: 'm5', memberId: 5, name: 'Laurie Laurence', gender: 'male', canEdit: false },
    { id: 'r2', name: 'Daisy Brooke', firstName: 'Daisy', lastName: 'Brooke', gender: 'female', birthDate: '1870', isBirthDateVisible: true, photoURL: '/photos/daisy.webp', canEdit: true, addedByYou: true },
  ],
  parents: [
    { child: 'm4', parent: 'm1', kind: 'birth' },
    { child: 'r2', parent: 'm4', kind: 'adoptive' },
  ],
  partners: [{ id: 7, a: 'm4', b: 'm5', married: true, ended: false }],
};
const network: FakeRoute[] = [{ method: 'GET', url: '/api/auth/family/tree', body: { success: true, data: tree } }];
const renderSection = (locale: PageLocale, subject?: { id: string; name: string }) =>
  renderWithShell(<FamilySection subject={subject} />, { user: makeUser({ id: 4, displayName: 'Jo March' }), network, locale });

describe('one’s family in the family’s languages', () => {
  it('speaks German: the links, their kinds, the choices and the relatives one added', async () => {
    renderSection('de');
    const parents = await screen.findByRole('region', { name: 'Deine Eltern' });
    expect(parents).toHaveTextContent('Marmee March · Leiblich');
    expect(within(parents).getByRole('button', { name: 'Marmee March als deinen Elternteil entfernen' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Deine Kinder' })).toHaveTextContent('Daisy Brooke · Adoptiv');
    expect(screen.getByRole('region', { name: 'Deine Partner' })).toHaveTextContent('Laurie Laurence · Verheiratet');
    const gender = screen.getByRole('combobox', { name: 'Wie du genannt wirst' });
    expect([...(gender as HTMLSelectElement).options].map((option) => option.textContent)).toEqual(['Keine Angabe', 'Weiblich', 'Männlich']);
    const add = screen.getByRole('form', { name: 'Zu deiner Familie hinzufügen' });
    expect([...(within(add).getByRole('combobox', { name: 'Verhältnis zu dir' }) as HTMLSelectElement).options].map((option) => option.textContent)).toEqual(['Elternteil', 'Kind', 'Partner/in']);
    expect(within(add).getByRole('option', { name: 'Daisy Brooke (geb. 1870)' })).toBeInTheDocument();
    await userEvent.click(within(add).getByRole('button', { name: /Hinzufügen/ }));
    expect(await within(add).findByRole('alert')).toHaveTextContent('Wähle aus, wen du hinzufügen möchtest.');
    expect(screen.getByRole('region', { name: 'Von dir hinzugefügte Verwandte' })).toHaveTextContent('Daisy Brooke (geb. 1870)');
  });

  it('names a member’s family in German for an admin who changes it', async () => {
    renderSection('de', { id: 'm4', name: 'Jo March' });
    expect(await screen.findByRole('region', { name: 'Eltern von Jo March' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Wie Jo March genannt wird' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Marmee March als Elternteil von Jo March entfernen' })).toBeInTheDocument();
  });

  it('says the pseudo-language with no plain English but the family’s names, the relative’s form and photo open', async () => {
    renderSection('en-XA');
    await screen.findAllByRole('region', { name: /⟦.+⟧/ });
    // Change (the relative's facts), then the form to add another relative.
    await userEvent.click(screen.getByRole('button', { name: /^⟦Çĥ.*Daisy Brooke/ }));
    await screen.findByRole('group', { name: /Daisy Brooke/ });
    await userEvent.click(screen.getAllByRole('button').find((button) => button.textContent === '⟦Áááðð ááŕééļááţîîṽéé ŵîîţĥööûûţ ááñ ááççööûûñţ⟧')!);
    expect(plainEnglishIn(document.body, { data: textsOf(tree) })).toEqual([]);
  });
});
