import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FamilyTree } from 'shared-contracts';
import { makeUser, renderWithShell, type FakeRoute } from 'shared-contracts/testing';
import { UI_WORDS } from 'shared-contracts';
import { inEnglish } from './messages';
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
    { id: 'r5', name: 'Rob Bhaer', gender: 'male', canEdit: true },
    { id: 'r4', name: 'Fritz Bhaer', gender: 'male', canEdit: true },
  ],
  parents: [
    { child: 'm4', parent: 'm1', kind: 'birth' },
    { child: 'm4', parent: 'r1', kind: 'birth' },
    { child: 'r5', parent: 'm4', kind: 'birth' },
    { child: 'r5', parent: 'r4', kind: 'birth' },
  ],
  partners: [
    { id: 1, a: 'm1', b: 'r1', married: true, ended: false },
    { id: 2, a: 'm4', b: 'r4', married: true, ended: false },
  ],
};

const routes = (answer: FamilyTree = tree): FakeRoute[] => [
  { method: 'GET', url: '/api/auth/family/tree', body: { success: true, data: answer } },
  {
    method: 'GET',
    url: '/api/auth/family/relations',
    body: {
      success: true,
      data: {
        me: 'm4',
        relations: [
          { person: 'm1', word: 'mother' },
          { person: 'r1', word: 'father' },
          { person: 'r5', word: 'son' },
          { person: 'r4', word: 'husband' },
        ],
      },
    },
  },
];

function renderTree(network = routes(), onOpenMember = jest.fn()) {
  renderWithShell(<FamilyTreeView onOpenMember={onOpenMember} />, { user: makeUser({ id: 4, displayName: 'Jo March' }), network });
  return onOpenMember;
}

const drawing = () => screen.getByRole('group', { name: inEnglish('tree.drawing') });
const drawn = () => screen.findByRole('group', { name: inEnglish('tree.drawing') });

describe('the family tree', () => {
  it('draws each person with what they are to you and their years; a member opens their profile', async () => {
    const onOpen = renderTree();
    const marmee = await within(await drawn()).findByRole('button', { name: 'Marmee March Your mother: open profile' });
    expect(within(drawing()).getByRole('button', { name: 'Robert March Your father 1830-1890: centre the tree here' })).toBeInTheDocument();
    expect(within(drawing()).getByRole('button', { name: 'Jo March You: open profile' })).toBeInTheDocument();
    marmee.focus();
    await userEvent.keyboard('{Enter}');
    expect(onOpen).toHaveBeenCalledWith(1);
  });

  it('says in full what a box had to cut, after what it shows', async () => {
    const long = { ...tree, people: tree.people.map((person) => (person.id === 'm1' ? { ...person, name: 'Margaret Josephine March-Bhaer' } : person)) };
    renderTree([routes(long)[0], { ...routes()[1], body: { success: true, data: { me: 'm4', relations: [{ person: 'm1', word: 'first cousin twice removed' }] } } }]);
    expect(
      await within(await drawn()).findByRole('button', {
        name: 'Margaret Josephin… Your first cousin t… (Margaret Josephine March-Bhaer, Your first cousin twice removed): open profile',
      }),
    ).toBeInTheDocument();
  });

  it('is the same tree as a list, for screen readers and small screens', async () => {
    renderTree();
    const ancestors = await screen.findByRole('region', { name: 'Your ancestors' });
    await within(ancestors).findByText('Marmee March (your mother)');
    expect(within(ancestors).getByText('Robert March (your father, 1830-1890)')).toBeInTheDocument();
    const descendants = screen.getByRole('region', { name: 'Your descendants' });
    expect(within(descendants).getByText('Rob Bhaer (your son)')).toBeInTheDocument();
  });

  it('folds a branch away and shows it again', async () => {
    renderTree();
    await within(await drawn()).findByRole('button', { name: /^Rob Bhaer/ });
    await userEvent.click(within(drawing()).getByRole('button', { name: 'Hide the descendants of Jo March' }));
    expect(within(drawing()).queryByRole('button', { name: /^Rob Bhaer/ })).not.toBeInTheDocument();
    await userEvent.click(within(drawing()).getByRole('button', { name: 'Show the descendants of Jo March' }));
    expect(within(drawing()).getByRole('button', { name: /^Rob Bhaer/ })).toBeInTheDocument();
  });

  it('moves and zooms from the keyboard', async () => {
    renderTree();
    await within(await drawn()).findByRole('button', { name: /^Marmee March/ });
    const view = () => drawing().querySelector('[data-tree-view]')!.getAttribute('transform');
    const start = view();
    drawing().focus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(view()).not.toBe(start);
    await userEvent.keyboard('+');
    expect(view()).toMatch(/scale\(1\.25\)|scale\(1\)/);
    await userEvent.keyboard('0');
    expect(view()).toBe(start);
  });

  it('downloads the whole drawing as an SVG file, with the theme written out and no buttons', async () => {
    const files: Blob[] = [];
    URL.createObjectURL = jest.fn((blob: Blob) => {
      files.push(blob);
      return 'blob:tree';
    });
    URL.revokeObjectURL = jest.fn();
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderTree();
    await within(await drawn()).findByRole('button', { name: /^Marmee March/ });
    await userEvent.click(screen.getByRole('button', { name: inEnglish('tree.svg') }));
    expect(click).toHaveBeenCalled();
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(files[0]);
    });
    expect(text).toMatch(/^<\?xml/);
    expect(text).toContain('Marmee March');
    expect(text).toContain('Robert March');
    expect(text).not.toContain('var(--fn');
    expect(text).not.toContain('Hide the descendants');
    expect(text).toMatch(/viewBox="0 0 \d+ \d+"/);
  });

  it("shows photos in the boxes, a member's and a relative's, and writes them into the downloaded file", async () => {
    const pictured: FamilyTree = {
      ...tree,
      people: tree.people.map((person) =>
        person.id === 'r4' ? { ...person, photoURL: '/uploads/avatars/fritz.webp' } : person.id === 'm1' ? { ...person, photoURL: '/uploads/avatars/gone.webp' } : person,
      ),
    };
    const files: Blob[] = [];
    URL.createObjectURL = jest.fn((blob: Blob) => {
      files.push(blob);
      return 'blob:tree';
    });
    URL.revokeObjectURL = jest.fn();
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    // The site's photos as the browser has them; Marmee's cannot be had any more.
    const fetched = jest.fn(async (url: string) =>
      url.endsWith('fritz.webp') ? { ok: true, status: 200, blob: async () => new Blob(['RIFF-webp'], { type: 'image/webp' }) } : { ok: false, status: 404 },
    );
    global.fetch = fetched as unknown as typeof fetch;
    renderTree(routes(pictured));
    const fritz = await within(await drawn()).findByRole('button', { name: /^Fritz Bhaer/ });
    expect(fritz.querySelector('image')).toHaveAttribute('href', '/uploads/avatars/fritz.webp');
    expect(within(drawing()).getByRole('button', { name: /^Marmee March/ }).querySelector('image')).toHaveAttribute('href', '/uploads/avatars/gone.webp');
    expect(within(drawing()).getByRole('button', { name: /^Rob Bhaer/ }).querySelector('image')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: inEnglish('tree.svg') }));
    await waitFor(() => expect(files).toHaveLength(1));
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(files[0]);
    });
    expect(fetched).toHaveBeenCalledWith('/uploads/avatars/fritz.webp');
    expect(text).toContain(`href="data:image/webp;base64,${btoa('RIFF-webp')}"`);
    expect(text).not.toContain('/uploads/');
    expect(text.match(/<image/g)).toHaveLength(1);
  });

  it('offers the tree as GEDCOM, written by the server', async () => {
    renderTree();
    await within(await drawn()).findByRole('button', { name: /^Marmee March/ });
    const link = screen.getByRole('link', { name: inEnglish('tree.gedcom') });
    expect(link).toHaveAttribute('href', '/api/auth/family/gedcom');
    expect(link).toHaveAttribute('download');
  });

  it('says so, with Try again, when the tree cannot be had', async () => {
    let calls = 0;
    renderTree([
      {
        method: 'GET',
        url: '/api/auth/family/tree',
        respond: () => (++calls === 1 ? { status: 500, body: { success: false } } : { status: 200, body: { success: true, data: tree } }),
      },
      routes()[1],
    ]);
    expect(await screen.findByText(inEnglish('tree.failed'))).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: UI_WORDS.tryAgain }));
    expect(await within(await drawn()).findByRole('button', { name: /^Marmee March/ })).toBeInTheDocument();
  });

  it('tells a member with no links how to add them', async () => {
    renderTree(routes({ me: 'm4', people: [tree.people[0]], parents: [], partners: [] }));
    expect(await screen.findByText(inEnglish('tree.lonely'))).toBeInTheDocument();
  });
});
