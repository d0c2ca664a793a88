import { readFileSync } from 'node:fs';
import path from 'node:path';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { User } from 'shared-contracts';
import { antdElementOnPage, makeUser, type FakeRoute, quietConsoleButFailOnActWarnings } from 'shared-contracts/testing';
import { announceFamilyChanged } from 'shared-contracts/ui';
import DirectoryPage from './DirectoryPage';
import { renderDirectory } from './test-support/renderDirectory';

jest.setTimeout(20000);

quietConsoleButFailOnActWarnings();

const me = makeUser({ id: 7, displayName: 'Jo March', email: 'jo@march.family', occupation: 'Writer' });
const meg = makeUser({ id: 8, displayName: undefined, firstName: 'Margaret', lastName: 'Brooke', email: 'meg@brooke.family', occupation: 'Governess' });
const laurie = makeUser({ id: 9, displayName: 'Laurie', firstName: 'Theodore', lastName: 'Laurence', email: 'teddy@laurence.estate', occupation: 'Composer' });

const membersRoute = (members: unknown[]): FakeRoute => ({ method: 'GET', url: '/api/auth/family/members', body: { success: true, data: { members } } });
const profileRoute = (user: User): FakeRoute => ({ method: 'GET', url: `/api/auth/user/${user.id}/profile`, body: { success: true, data: user } });

function renderPage(network: FakeRoute[], user: User = me) {
  return renderDirectory(<DirectoryPage />, { user, route: '/dashboard/directory', network });
}

const membersCalls = (requests: ReadonlyArray<{ url?: string }>) => requests.filter((request) => request.url === '/api/auth/family/members');
const relationsRoute = (relations: unknown[]): FakeRoute => ({ method: 'GET', url: '/api/auth/family/relations', body: { success: true, data: { me: 'm7', relations } } });

const countChip = () => screen.getByRole('status', { name: /shown$/ });
const cardOf = (name: string) => screen.getByRole('article', { name });
const cardNames = () => screen.queryAllByRole('article').map((card) => within(card).getByRole('heading').textContent);

describe('the Family Directory', () => {
  it('shows a spinner, then the title, the count chip, the search box and a card per member', async () => {
    renderPage([membersRoute([me, meg, laurie])]);
    expect(screen.getByRole('status', { name: 'Loading family members' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Family Directory' })).toBeInTheDocument();
    expect(await screen.findByRole('list', { name: 'Family members' })).toBeInTheDocument();
    expect(countChip()).toHaveTextContent('3 members');
    expect(screen.getByRole('searchbox', { name: 'Search family members' })).toHaveAttribute('placeholder', 'Search family members...');
    expect(cardNames()).toEqual(['Jo March', 'Margaret Brooke', 'Laurie']);
    expect(within(cardOf('Jo March')).getByText('You')).toBeInTheDocument();
    expect(within(cardOf('Laurie')).queryByText('You')).not.toBeInTheDocument();
  });

  it('offers every member as one contacts file, written by the server', async () => {
    renderPage([membersRoute([me, meg])]);
    const link = await screen.findByRole('link', { name: 'Add everyone to contacts' });
    expect(link).toHaveAttribute('href', '/api/auth/family/vcards?version=3.0');
    expect(link).toHaveAttribute('download');
  });

  it('shows only the current user when the members call fails', async () => {
    renderPage([{ method: 'GET', url: '/api/auth/family/members', status: 500, body: { success: false, message: 'Database unavailable' } }]);
    expect(await screen.findByRole('article', { name: 'Jo March' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(countChip()).toHaveTextContent('1 member');
  });

  it('shows only the current user when the members call answers success: false', async () => {
    renderPage([{ method: 'GET', url: '/api/auth/family/members', body: { success: false, data: { members: [meg, laurie] } } }]);
    expect(await screen.findByRole('article', { name: 'Jo March' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(1);
  });
});

describe('how each member is related to you (issue 41)', () => {
  const relations = relationsRoute([
    { person: 'm8', word: 'first cousin once removed', path: 'through Marmee March, your mother' },
    { person: 'm9', word: 'brother-in-law' },
    { person: 'r3', word: 'grandmother' },
  ]);

  it('says it on each card of a relative, and nothing on the others', async () => {
    renderPage([membersRoute([me, meg, laurie]), relations]);
    expect(await within(await screen.findByRole('article', { name: 'Margaret Brooke' })).findByText('Your first cousin once removed')).toBeInTheDocument();
    expect(within(cardOf('Laurie')).getByText('Your brother-in-law')).toBeInTheDocument();
    expect(within(cardOf('Jo March')).queryByText(/^Your /)).not.toBeInTheDocument();
  });

  it('finds relatives by what they are to you: "cousin" finds the cousins', async () => {
    renderPage([membersRoute([me, meg, laurie]), relations]);
    await within(await screen.findByRole('article', { name: 'Laurie' })).findByText('Your brother-in-law');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search family members' }), 'cousin');
    await waitFor(() => expect(cardNames()).toEqual(['Margaret Brooke']));
    await userEvent.clear(screen.getByRole('searchbox', { name: 'Search family members' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search family members' }), 'IN-LAW');
    await waitFor(() => expect(cardNames()).toEqual(['Laurie']));
  });

  it('says it on the profile with the person it comes through', async () => {
    renderPage([membersRoute([me, meg, laurie]), relations, profileRoute(meg)]);
    await within(await screen.findByRole('article', { name: 'Margaret Brooke' })).findByText('Your first cousin once removed');
    await userEvent.click(cardOf('Margaret Brooke'));
    const dialog = await screen.findByRole('dialog', { name: 'Profile Details' });
    expect(await within(dialog).findByText('Your first cousin once removed, through Marmee March, your mother')).toBeInTheDocument();
  });

  it('asks again when the tree is changed on the page (a link made in one\'s profile)', async () => {
    let calls = 0;
    const changing: FakeRoute = {
      method: 'GET',
      url: '/api/auth/family/relations',
      respond: () => ({
        status: 200,
        body: { success: true, data: { me: 'm7', relations: ++calls === 1 ? [] : [{ person: 'm9', word: 'husband' }] } },
      }),
    };
    renderPage([membersRoute([me, meg, laurie]), changing]);
    await screen.findByRole('article', { name: 'Laurie' });
    await waitFor(() => expect(calls).toBe(1));
    expect(within(cardOf('Laurie')).queryByText(/^Your /)).not.toBeInTheDocument();
    act(() => announceFamilyChanged());
    expect(await within(cardOf('Laurie')).findByText('Your husband')).toBeInTheDocument();
  });

  it('shows the cards as before when the relations cannot be had', async () => {
    renderPage([membersRoute([me, meg, laurie]), { method: 'GET', url: '/api/auth/family/relations', status: 500, body: { success: false, message: 'Down' } }]);
    expect(await screen.findByRole('article', { name: 'Laurie' })).toBeInTheDocument();
    expect(cardNames()).toEqual(['Jo March', 'Margaret Brooke', 'Laurie']);
    expect(screen.queryByText(/^Your /)).not.toBeInTheDocument();
  });
});

describe('the first screen carries no antd (a first visit downloads neither its CSS-in-JS engine nor ConfigProvider)', () => {
  // Any antd component draws an ant-* class; @ant-design/icons' anticon is fine.

  it('renders none: not while loading, not the list, the search, the chips or the card buttons', async () => {
    renderPage([membersRoute([me, meg, laurie])]);
    expect(screen.getByRole('status', { name: 'Loading family members' })).toBeInTheDocument();
    expect(antdElementOnPage()).toBeNull();
    await screen.findByRole('list', { name: 'Family members' });
    expect(within(cardOf('Jo March')).getByText('You')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Email Laurie' })).toBeInTheDocument();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search family members' }), 'l');
    expect(screen.getByRole('button', { name: 'Clear' })).toBeInTheDocument();
    expect(antdElementOnPage()).toBeNull();
    // Its controls bring their own rules into the head.
    expect(document.head.querySelector('style[data-href^="fn-kit-input-"]')).not.toBeNull();
  });

  it('imports none: nothing the page loads before a card is opened comes from antd', () => {
    // The page's own files, followed through their static imports (a lazy import() is not followed).
    const importsOf = (file: string) =>
      [...readFileSync(file, 'utf8').matchAll(/^\s*(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?'([^']+)'/gm)].map((match) => match[1]);
    const seen = new Set<string>();
    const packages = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      for (const specifier of importsOf(file)) {
        if (!specifier.startsWith('.')) {
          packages.add(specifier);
          continue;
        }
        const base = path.resolve(path.dirname(file), specifier);
        visit([`${base}.tsx`, `${base}.ts`, `${base}/index.ts`].find((candidate) => { try { readFileSync(candidate); return true; } catch { return false; } }) ?? base);
      }
    };
    visit(path.join(__dirname, 'DirectoryPage.tsx'));
    expect([...seen].map((file) => path.basename(file))).toEqual(expect.arrayContaining(['DirectoryPage.tsx', 'MemberGrid.tsx', 'MemberCard.tsx', 'MemberAvatar.tsx']));
    expect([...seen].map((file) => path.basename(file))).not.toContain('ProfileDetails.tsx');
    expect([...packages].filter((name) => /^antd(\/|$)/.test(name))).toEqual([]);
  });
});

describe('searching', () => {
  async function search(text: string) {
    const box = screen.getByRole('searchbox', { name: 'Search family members' });
    await userEvent.clear(box);
    if (text) await userEvent.type(box, text);
  }

  it.each([
    ['the display name', 'laurie', ['Laurie']],
    ['first plus last name', 'MARGARET BROOKE', ['Margaret Brooke']],
    ['first plus last name behind a display name', 'theodore lau', ['Laurie']],
    ['the e-mail', '@march.family', ['Jo March']],
    ['the occupation', 'Composer', ['Laurie']],
    ['several matches, any case', 'ER', ['Jo March', 'Margaret Brooke', 'Laurie']],
  ])('by %s', async (_how, text, names) => {
    renderPage([membersRoute([me, meg, laurie])]);
    await screen.findByRole('list', { name: 'Family members' });
    await search(text);
    await waitFor(() => expect(cardNames()).toEqual(names));
    expect(countChip()).toHaveTextContent(`${names.length} ${names.length === 1 ? 'member' : 'members'}`);
  });

  it('says so when nobody matches, and an empty search shows everyone again', async () => {
    renderPage([membersRoute([me, meg, laurie])]);
    await screen.findByRole('list', { name: 'Family members' });
    await search('zebra');
    expect(await screen.findByText('No family members match your search.')).toBeInTheDocument();
    expect(countChip()).toHaveTextContent('0 members');
    await search('');
    await waitFor(() => expect(cardNames()).toHaveLength(3));
  });

  it("the search's Clear button empties it, shows everyone again and leaves the focus in the search box", async () => {
    renderPage([membersRoute([me, meg, laurie])]);
    await screen.findByRole('list', { name: 'Family members' });
    const box = screen.getByRole('searchbox', { name: 'Search family members' });
    expect(screen.queryByRole('button', { name: 'Clear' })).not.toBeInTheDocument();
    await userEvent.type(box, 'laurie');
    await waitFor(() => expect(cardNames()).toEqual(['Laurie']));
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(box).toHaveValue('');
    expect(box).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Clear' })).not.toBeInTheDocument();
    await waitFor(() => expect(cardNames()).toEqual(['Jo March', 'Margaret Brooke', 'Laurie']));
    expect(countChip()).toHaveTextContent('3 members');
  });
});

describe('opening a profile', () => {
  it("fetches the member's profile and shows it in the dialog", async () => {
    const { requests } = renderPage([membersRoute([me, meg, laurie]), profileRoute({ ...laurie, bio: 'Fresh from the server' })]);
    await userEvent.click(await screen.findByRole('article', { name: 'Laurie' }));
    const dialog = await screen.findByRole('dialog', { name: 'Profile Details' });
    expect(within(dialog).getByRole('region', { name: 'About' })).toHaveTextContent('Fresh from the server');
    expect(requests.map((r) => `${r.method} ${r.url}`)).toContain('GET /api/auth/user/9/profile');
    // The card follows what the server just said.
    expect(within(cardOf('Laurie')).getByText('"Fresh from the server"')).toBeInTheDocument();
  });

  it("opens with the card's data when the profile cannot be fetched", async () => {
    renderPage([membersRoute([me, meg, laurie]), { method: 'GET', url: '/api/auth/user/9/profile', status: 500, body: {} }]);
    await userEvent.click(await screen.findByRole('article', { name: 'Laurie' }));
    const dialog = await screen.findByRole('dialog', { name: 'Profile Details' });
    expect(within(dialog).getByRole('heading', { name: 'Laurie' })).toBeInTheDocument();
    expect(within(dialog).getByText('Composer')).toBeInTheDocument();
  });

  it('opens from the keyboard too', async () => {
    renderPage([membersRoute([me, meg, laurie]), profileRoute(meg)]);
    const card = await screen.findByRole('article', { name: 'Margaret Brooke' });
    card.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Profile Details' });
    expect(within(dialog).getByRole('heading', { name: 'Margaret Brooke' })).toBeInTheDocument();
  });

  it("puts one's own saved profile on one's own card", async () => {
    const saved = { ...me, displayName: 'Josephine March', occupation: 'Novelist' };
    renderPage([membersRoute([me, meg, laurie]), profileRoute(me), { method: 'PUT', url: '/api/auth/profile', body: { success: true, data: { user: saved } } }]);
    await userEvent.click(await screen.findByRole('article', { name: 'Jo March' }));
    await userEvent.click(await screen.findByRole('button', { name: /Edit Profile/ }));
    await userEvent.clear(await screen.findByLabelText('Display Name'));
    await userEvent.type(screen.getByLabelText('Display Name'), 'Josephine March');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    const card = await screen.findByRole('article', { name: 'Josephine March' });
    expect(within(card).getByText('Novelist')).toBeInTheDocument();
    expect(within(card).getByText('You')).toBeInTheDocument();
  });

  it("puts an admin's edit of someone else on that member's card", async () => {
    const admin = makeUser({ id: 1, displayName: 'Marmee' });
    renderPage([membersRoute([admin, meg, laurie]), profileRoute(laurie), { method: 'PUT', url: '/api/auth/admin/user/9/profile', body: { success: true } }], admin);
    await userEvent.click(await screen.findByRole('article', { name: 'Laurie' }));
    await userEvent.click(await screen.findByRole('button', { name: /Edit Profile/ }));
    await userEvent.clear(await screen.findByLabelText('Occupation'));
    await userEvent.type(screen.getByLabelText('Occupation'), 'Banker');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(within(cardOf('Laurie')).getByText('Banker')).toBeInTheDocument());
  });
});

describe('offline', () => {
  const noAnswer: FakeRoute = {
    method: 'GET',
    url: '/api/auth/family/members',
    respond: () => {
      throw Object.assign(new Error('Network Error'), { isAxiosError: true, code: 'ERR_NETWORK' });
    },
  };
  const offlineNotice = () => screen.queryByText(/^Showing data from /);

  beforeEach(() => window.localStorage.clear());

  /** A visit while online: the list arrives (and is kept), then the page is left. */
  async function visitOnline(route: FakeRoute, user: User = me) {
    const page = renderPage([route], user);
    await screen.findByRole('list', { name: 'Family members' });
    page.unmount();
  }

  it("shows the last list this member received, with its time, when the server gives no answer", async () => {
    await visitOnline({ ...membersRoute([me, meg, laurie]), headers: { etag: '"list-1"' } });

    renderPage([noAnswer]);
    expect(await screen.findByText(/^Showing data from today at \d{1,2}:\d{2} [AP]M$/)).toBeInTheDocument();
    expect(cardNames()).toEqual(['Jo March', 'Margaret Brooke', 'Laurie']);
    expect(countChip()).toHaveTextContent('3 members');
    // The kept list is searchable like the live one.
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search family members' }), 'laurie');
    await waitFor(() => expect(cardNames()).toEqual(['Laurie']));
  });

  it('asks again with the kept ETag: a 304 shows the kept list, as current (no notice)', async () => {
    await visitOnline({ ...membersRoute([me, meg]), headers: { etag: '"list-1"' } });
    const asked: unknown[] = [];
    const { requests } = renderPage([
      {
        method: 'GET',
        url: '/api/auth/family/members',
        respond: ({ config }) => {
          asked.push(config.headers['If-None-Match']);
          return { status: 304 };
        },
      },
    ]);
    expect(await screen.findByRole('article', { name: 'Margaret Brooke' })).toBeInTheDocument();
    expect(asked).toEqual(['"list-1"']);
    expect(membersCalls(requests)).toHaveLength(1);
    expect(offlineNotice()).toBeNull();
  });

  it("never shows another member's list: a different member offline sees only themselves", async () => {
    await visitOnline(membersRoute([me, meg, laurie]));
    renderPage([noAnswer], meg);
    expect(await screen.findByRole('article', { name: 'Margaret Brooke' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(offlineNotice()).toBeNull();
  });

  it('with nothing kept, shows only the current user, as before', async () => {
    renderPage([noAnswer]);
    expect(await screen.findByRole('article', { name: 'Jo March' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(offlineNotice()).toBeNull();
  });

  it('a refusal (the server answered) never falls back to the kept list', async () => {
    await visitOnline(membersRoute([me, meg, laurie]));
    renderPage([{ method: 'GET', url: '/api/auth/family/members', status: 500, body: { success: false, message: 'Database unavailable' } }]);
    // The kept list is drawn while the server is asked; its refusal leaves only the member.
    await waitFor(() => expect(cardNames()).toEqual(['Jo March']));
    expect(offlineNotice()).toBeNull();
  });

  it("draws the list this device last received at once, without a spinner, and the server's answer replaces it", async () => {
    await visitOnline(membersRoute([me, meg, laurie]));
    let answer: (value: { status: number; body: unknown }) => void = () => {};
    const { requests } = renderPage([{ method: 'GET', url: '/api/auth/family/members', respond: () => new Promise((resolve) => (answer = resolve)) }]);
    expect(screen.queryByRole('status', { name: 'Loading family members' })).not.toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Laurie' })).toBeInTheDocument();
    expect(cardNames()).toEqual(['Jo March', 'Margaret Brooke', 'Laurie']);
    expect(offlineNotice()).toBeNull();
    await waitFor(() => expect(membersCalls(requests)).toHaveLength(1));

    answer({ status: 200, body: { success: true, data: { members: [me, meg] } } });
    await waitFor(() => expect(cardNames()).toEqual(['Jo March', 'Margaret Brooke']));
    expect(countChip()).toHaveTextContent('2 members');
  });
});
