import { screen, within } from '@testing-library/react';
import type { FamilyTree, PageLocale } from 'shared-contracts';
import { makeUser, renderWithShell, type FakeRoute } from 'shared-contracts/testing';
import { plainEnglishIn, textsOf } from '../test-support/plainEnglish';
import FamilyTreeView from './FamilyTreeView';

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  jest.spyOn(console, 'warn').mockImplementation(() => {});
});

const tree: FamilyTree = {
  me: 'm4',
  people: [
    { id: 'm4', memberId: 4, name: 'Jo March', gender: 'female', canEdit: true },
    { id: 'm1', memberId: 1, name: 'Marmee March', gender: 'female', canEdit: false },
    { id: 'r1', name: 'Robert March', gender: 'male', birthDate: '1830', deathDate: '1890-05', canEdit: false },
    { id: 'r5', name: 'Rob Bhaer', gender: 'male', birthDatePhrase: 'ABT 1880', birthDate: '1880', canEdit: true },
    { id: 'r4', name: 'Fritz Bhaer', gender: 'male', canEdit: true },
  ],
  parents: [
    { child: 'm4', parent: 'm1', kind: 'birth' },
    { child: 'm4', parent: 'r1', kind: 'birth' },
    { child: 'r5', parent: 'm4', kind: 'birth' },
    { child: 'r5', parent: 'r4', kind: 'adoptive' },
  ],
  partners: [
    { id: 1, a: 'm1', b: 'r1', married: true, ended: false },
    { id: 2, a: 'm4', b: 'r4', married: true, ended: false },
  ],
};
const relations = [
  { person: 'm1', word: 'mother' },
  { person: 'r1', word: 'father' },
  { person: 'r5', word: 'son' },
  { person: 'r4', word: 'husband' },
];
const network: FakeRoute[] = [
  { method: 'GET', url: '/api/auth/family/tree', body: { success: true, data: tree } },
  { method: 'GET', url: '/api/auth/family/relations', body: { success: true, data: { me: 'm4', relations } } },
];
const renderTree = (locale: PageLocale) => renderWithShell(<FamilyTreeView onOpenMember={jest.fn()} />, { user: makeUser({ id: 4, displayName: 'Jo March' }), network, locale });

/** Where a person's box is drawn (its left edge), in the drawing's own pixels. */
const boxX = (name: RegExp) => Number(within(document.querySelector<HTMLElement>('.fn-tree-viewport')!).getByRole('button', { name }).querySelector('rect')!.getAttribute('x'));

describe('the family tree in the family’s languages', () => {
  it('speaks German: the toolbar, the boxes, the years and the list', async () => {
    renderTree('de');
    const drawing = await screen.findByRole('group', { name: /^Zeichnung des Stammbaums/ });
    // The relation is shared-contracts' words (relationText.ts), English for now.
    expect(await within(drawing).findByRole('button', { name: 'Robert March Your father 1830–1890: Stammbaum hier zentrieren' })).toBeInTheDocument();
    expect(within(drawing).getByRole('button', { name: 'Jo March Du: Profil öffnen' })).toBeInTheDocument();
    expect(within(drawing).getByRole('button', { name: 'Nachkommen von Jo March ausblenden' })).toBeInTheDocument();
    const toolbar = screen.getByRole('toolbar', { name: 'Stammbaum' });
    expect(within(toolbar).getByRole('button', { name: 'Auf mich zentrieren' })).toBeInTheDocument();
    expect(within(toolbar).getByRole('button', { name: 'Vergrößern' })).toBeInTheDocument();
    expect(within(toolbar).getByRole('button', { name: 'PNG herunterladen' })).toBeInTheDocument();
    expect(screen.getByText('Der Stammbaum als Liste')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Jo March (du)' })).toBeInTheDocument();
    const descendants = screen.getByRole('region', { name: 'Deine Nachkommen' });
    expect(within(descendants).getByRole('list', { name: 'Kinder von Jo March' })).toHaveTextContent('Rob Bhaer (your son, geb. um 1880)');
    expect(screen.getByText('Verheiratet mit', { exact: false })).toHaveTextContent('Verheiratet mit Fritz Bhaer');
  });

  it('draws right to left in Arabic: the couple’s order mirrored, the words not', async () => {
    const { unmount } = renderTree('en');
    await screen.findByRole('button', { name: /^Robert March/ });
    const english = { marmee: boxX(/^Marmee March/), robert: boxX(/^Robert March/) };
    unmount();
    renderTree('ar');
    await screen.findByRole('group', { name: /^رسم شجرة العائلة/ });
    await screen.findByRole('button', { name: /^Robert March/ });
    const arabic = { marmee: boxX(/^Marmee March/), robert: boxX(/^Robert March/) };
    expect(Math.sign(arabic.marmee - arabic.robert)).toBe(-Math.sign(english.marmee - english.robert));
    // The text is drawn as it is written: nothing in the drawing is flipped.
    expect(document.querySelector('[transform*="scale(-1"]')).toBeNull();
    expect(screen.getByRole('button', { name: 'Jo March أنت: فتح الملف الشخصي' })).toBeInTheDocument();
  });

  it('says the pseudo-language with no plain English but the family’s names and the relation words', async () => {
    renderTree('en-XA');
    await screen.findByRole('button', { name: /Robert March Your father/ });
    const left = plainEnglishIn(document.body, {
      data: [
        ...textsOf(tree.people.map((person) => person.name)),
        // The relations are shared-contracts' words (relationText.ts: 'Your mother'; in the list, 'your mother'), not yet in the messages.
        ...relations.flatMap(({ word }) => [`Your ${word}`, `your ${word}`]),
      ],
    });
    expect(left).toEqual([]);
  });
});
