import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { User } from 'shared-contracts';
import { antdElementOnPage, makeUser, type FakeRoute, quietConsoleButFailOnActWarnings } from 'shared-contracts/testing';
import CalendarPage from './CalendarPage';
import { renderCalendar } from './test-support/renderCalendar';

jest.setTimeout(20000);
quietConsoleButFailOnActWarnings();

const me = makeUser({ id: 7, displayName: 'Jo March', birthday: '1990-11-25', isBirthdayVisible: false });
const marmee = makeUser({ id: 1, displayName: 'Margaret March', birthday: '1948-03-14', isBirthdayVisible: true });
const amy = makeUser({ id: 9, displayName: 'Amy March', birthday: '1990-03-14', isBirthdayVisible: true, photoURL: '/uploads/avatars/amy.webp' });
const beth = makeUser({ id: 8, displayName: 'Beth March', birthday: '1995-03-02', isBirthdayVisible: false });
const leap = makeUser({ id: 11, displayName: 'Leap Kid', birthday: '2000-02-29', isBirthdayVisible: true });
const ancient = makeUser({ id: 12, displayName: 'Too Old', birthday: '1850-03-20', isBirthdayVisible: true });
const family = [me, marmee, amy, beth, leap, ancient];

const membersRoute = (members: unknown[]): FakeRoute => ({ method: 'GET', url: '/api/auth/family/members', body: { success: true, data: { members } } });

/** The members call failing once (the database down), then answering with the family. */
function failsOnceThenAnswers(): FakeRoute {
  let calls = 0;
  return {
    method: 'GET',
    url: '/api/auth/family/members',
    respond: () => {
      calls += 1;
      return calls === 1 ? { status: 500, body: { success: false, message: 'Database unavailable' } } : { status: 200, body: { success: true, data: { members: family } } };
    },
  };
}

/** Tuesday 10 March 2026, noon on the local clock: the same day in every time zone. */
const MARCH_10 = () => new Date(2026, 2, 10, 12, 0);

function renderPage(network: FakeRoute[], { user = me as User, clock = MARCH_10 } = {}) {
  return renderCalendar(<CalendarPage clock={clock} />, { user, route: '/dashboard/calendar', network });
}

const grid = (month: string) => screen.findByRole('grid', { name: month });
const day = (name: RegExp | string) => screen.getByRole('gridcell', { name });

describe('the Birthday Calendar', () => {
  it("shows the spec's title and subtitle, 'Loading birthday calendar...', then this month", async () => {
    renderPage([membersRoute(family)]);
    expect(screen.getByRole('heading', { level: 1, name: 'Birthday Calendar' })).toBeInTheDocument();
    expect(screen.getByText('Keep track of family birthdays and celebrate together')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading birthday calendar...');
    expect(await grid('March 2026')).toBeInTheDocument();
    expect(screen.queryByText('Loading birthday calendar...')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'March 2026' })).toBeInTheDocument();
  });

  it('has Sun to Sat columns, and today highlighted', async () => {
    renderPage([membersRoute(family)]);
    const month = await grid('March 2026');
    expect(within(month).getAllByRole('columnheader').map((head) => head.textContent)).toEqual(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']);
    const today = day(/^Tuesday, March 10, 2026, today$/);
    expect(today).toHaveAttribute('aria-current', 'date');
    expect(today).toHaveClass('fn-day-today');
    expect(screen.getAllByRole('gridcell').filter((cell) => cell.getAttribute('aria-current') === 'date')).toHaveLength(1);
    // March 2026 starts on a Sunday: the 1st is the first cell of the first week.
    expect(within(within(month).getAllByRole('row')[1]).getAllByRole('gridcell')[0]).toHaveAccessibleName('Sunday, March 1, 2026');
  });

  it('marks birthday days with avatar, name and the age reached that year', async () => {
    renderPage([membersRoute(family)]);
    await grid('March 2026');
    const fourteenth = day('Saturday, March 14, 2026, 2 birthdays: Amy March, 36 years; Margaret March, 78 years');
    expect(fourteenth).toHaveClass('fn-day-birthday');
    expect(within(fourteenth).getByText('Amy March')).toBeInTheDocument();
    expect(within(fourteenth).getByText('36 years')).toBeInTheDocument();
    expect(within(fourteenth).getByText('78 years')).toBeInTheDocument();
    expect(fourteenth.querySelector('img')).toHaveAttribute('src', '/uploads/avatars/amy.webp');
    expect(fourteenth.querySelector('[data-initial="M"]')).not.toBeNull(); // Margaret has no photo: her initial
    // Its visible text (names and ages) is a part of its name, in order (WCAG 2.5.3): no number or initial in between.
    expect(fourteenth.textContent).toBe('Amy March 36 years Margaret March 78 years ');
    expect(day(/^Monday, March 2, 2026$/)).not.toHaveClass('fn-day-birthday');
    expect(screen.getByRole('list', { name: 'Legend' })).toHaveTextContent('TodayBirthday');
  });

  it('shows only visible birthdays, and skips one that would read Invalid Date', async () => {
    // An admin receives hidden birthdays too (for editing): the calendar still leaves them out.
    renderPage([membersRoute(family)], { user: marmee });
    await grid('March 2026');
    expect(day(/^Monday, March 2, 2026$/)).toBeInTheDocument(); // Beth's, hidden
    expect(day(/^Friday, March 20, 2026$/)).toBeInTheDocument(); // born 1850
    expect(screen.queryByText('Beth March')).not.toBeInTheDocument();
    expect(screen.queryByText('Too Old')).not.toBeInTheDocument();
  });

  it('29 February shows on 28 February in common years, and on the 29th in leap years', async () => {
    renderPage([membersRoute(family)]);
    await grid('March 2026');
    await userEvent.click(screen.getByRole('button', { name: 'Previous month' }));
    await grid('February 2026');
    expect(day('Saturday, February 28, 2026, 1 birthday: Leap Kid, 26 years')).toBeInTheDocument();
    for (let i = 0; i < 24; i += 1) await userEvent.click(screen.getByRole('button', { name: 'Next month' }));
    await grid('February 2028');
    expect(day('Tuesday, February 29, 2028, 1 birthday: Leap Kid, 28 years')).toBeInTheDocument();
    expect(day(/^Monday, February 28, 2028$/)).not.toHaveClass('fn-day-birthday');
  });

  it('the previous and next buttons move by month across years; Today comes back', async () => {
    renderPage([membersRoute(family)]);
    await grid('March 2026');
    await userEvent.click(screen.getByRole('button', { name: 'Next month' }));
    expect(await grid('April 2026')).toBeInTheDocument();
    expect(screen.queryByRole('gridcell', { name: /today/ })).not.toBeInTheDocument();
    for (let i = 0; i < 4; i += 1) await userEvent.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(await grid('December 2025')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next month' }));
    expect(await grid('January 2026')).toBeInTheDocument();
    // A year ago: the ages are a year younger.
    for (let i = 0; i < 10; i += 1) await userEvent.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(await grid('March 2025')).toBeInTheDocument();
    expect(day('Friday, March 14, 2025, 2 birthdays: Amy March, 35 years; Margaret March, 77 years')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Today' }));
    expect(await grid('March 2026')).toBeInTheDocument();
    expect(day(/, today$/)).toHaveAccessibleName('Tuesday, March 10, 2026, today');
  });

  it("says so when nobody's birthday is visible, and still shows the month", async () => {
    renderPage([membersRoute([me, beth])]);
    expect(await screen.findByText('No family members have made their birthdays visible on the calendar yet.')).toBeInTheDocument();
    expect(await grid('March 2026')).toBeInTheDocument();
  });

  it("shows 'Failed to load family members' when the call fails, and Try again reloads", async () => {
    renderPage([failsOnceThenAnswers()]);
    expect(await screen.findByText('Failed to load family members')).toBeInTheDocument();
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await grid('March 2026')).toBeInTheDocument();
    expect(screen.queryByText('Failed to load family members')).not.toBeInTheDocument();
  });

  it("answers success: false as a failure too", async () => {
    renderPage([{ method: 'GET', url: '/api/auth/family/members', body: { success: false, data: { members: family } } }]);
    expect(await screen.findByText('Failed to load family members')).toBeInTheDocument();
  });

  it('reads a birthday sent as a timestamp without moving it a day', async () => {
    renderPage([membersRoute([{ id: 30, email: 'laurie@example.com', displayName: 'Laurie', isBirthdayVisible: true, birthday: '1989-03-01T00:00:00.000Z' }])]);
    await grid('March 2026');
    expect(day('Sunday, March 1, 2026, 1 birthday: Laurie, 37 years')).toBeInTheDocument();
  });

  it("follows the session for one's own birthday (a profile just saved)", async () => {
    const visibleMe = { ...me, birthday: '1990-03-21', isBirthdayVisible: true };
    renderPage([membersRoute(family)], { user: visibleMe });
    await grid('March 2026');
    expect(day('Saturday, March 21, 2026, 1 birthday: Jo March, 36 years')).toBeInTheDocument();
  });

  it("lists the month's birthdays under the grid, for narrow screens", async () => {
    renderPage([membersRoute(family)]);
    await grid('March 2026');
    // jsdom applies the page's stylesheet but no media query: the list is hidden as at 1280 px.
    const list = screen.getByRole('list', { name: 'Birthdays in March 2026', hidden: true });
    expect(within(list).getAllByRole('listitem', { hidden: true }).map((item) => item.textContent)).toEqual([
      'Mar14Amy March36 years', // a photo
      'Mar14Margaret March78 years', // her initial is drawn, not said (the avatar is decorative)
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Next month' }));
    expect(await screen.findByText('No birthdays in April.')).toBeInTheDocument();
  });

  it('says what each one is to the viewer: in the list, and in the day\'s name ("Amy March, your sister, 36 years")', async () => {
    const relations: FakeRoute = {
      method: 'GET',
      url: '/api/auth/family/relations',
      body: { success: true, data: { me: 'm7', relations: [{ person: 'm9', word: 'sister' }, { person: 'r4', word: 'grandmother' }] } },
    };
    renderPage([membersRoute(family), relations]);
    await grid('March 2026');
    const list = screen.getByRole('list', { name: 'Birthdays in March 2026', hidden: true });
    await waitFor(() =>
      expect(within(list).getAllByRole('listitem', { hidden: true }).map((item) => item.textContent)).toEqual(['Mar14Amy MarchYour sister36 years', 'Mar14Margaret March78 years']),
    );
    expect(day('Saturday, March 14, 2026, 2 birthdays: Amy March, your sister, 36 years; Margaret March, 78 years')).toBeInTheDocument();
  });

  it("a tap on a day marks its birthdays in the list", async () => {
    renderPage([membersRoute(family)]);
    await grid('March 2026');
    const fourteenth = day(/^Saturday, March 14, 2026/);
    await userEvent.click(fourteenth);
    expect(fourteenth).toHaveAttribute('aria-selected', 'true');
    const items = within(screen.getByRole('list', { name: 'Birthdays in March 2026', hidden: true })).getAllByRole('listitem', { hidden: true });
    expect(items.map((item) => item.getAttribute('data-selected'))).toEqual(['true', 'true']);
  });
});

describe('the time zone of the browser', () => {
  it('a minute before local midnight is still that day, a minute after is the next', async () => {
    const { unmount } = renderPage([membersRoute(family)], { clock: () => new Date(2026, 2, 31, 23, 59) });
    await grid('March 2026');
    expect(day(/, today$/)).toHaveAccessibleName('Tuesday, March 31, 2026, today');
    unmount();
    renderPage([membersRoute(family)], { clock: () => new Date(2026, 3, 1, 0, 1) });
    await grid('April 2026');
    expect(day(/, today$/)).toHaveAccessibleName('Wednesday, April 1, 2026, today');
  });

  it("'today' is the browser's own date at one instant (28 February in Los Angeles, 1 March on Kiritimati)", async () => {
    const instant = new Date(Date.UTC(2026, 2, 1, 6, 0));
    const local = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric' }).format(instant);
    renderPage([membersRoute(family)], { clock: () => instant });
    const month = local.startsWith('February') ? 'February 2026' : 'March 2026';
    await grid(month);
    expect(day(/, today(,|$)/).getAttribute('aria-label')).toContain(`${local}, 2026, today`);
    if (process.env.TZ === 'America/Los_Angeles') expect(local).toBe('February 28');
    if (process.env.TZ === 'Pacific/Kiritimati') expect(local).toBe('March 1');
  });
});

describe('the keyboard', () => {
  it('one tab stop on today; arrows, Home/End and Page Up/Down move the focus and the month', async () => {
    renderPage([membersRoute(family)]);
    await grid('March 2026');
    const today = day(/, today$/);
    expect(screen.getAllByRole('gridcell').filter((cell) => cell.tabIndex === 0)).toEqual([today]);
    // Subscribe, Today, Previous, Next, then the grid.
    for (let i = 0; i < 5; i += 1) await userEvent.tab();
    expect(today).toHaveFocus();

    const focused = () => document.activeElement?.getAttribute('aria-label');
    await userEvent.keyboard('{ArrowRight}');
    expect(focused()).toBe('Wednesday, March 11, 2026');
    await userEvent.keyboard('{ArrowDown}');
    expect(focused()).toBe('Wednesday, March 18, 2026');
    await userEvent.keyboard('{Home}');
    expect(focused()).toBe('Sunday, March 15, 2026');
    await userEvent.keyboard('{End}');
    expect(focused()).toBe('Saturday, March 21, 2026');
    await userEvent.keyboard('{ArrowUp}');
    expect(focused()).toMatch(/^Saturday, March 14, 2026, 2 birthdays/);
    await userEvent.keyboard('{PageDown}');
    expect(await grid('April 2026')).toBeInTheDocument();
    expect(focused()).toBe('Tuesday, April 14, 2026');
    await userEvent.keyboard('{ArrowUp}{ArrowUp}{ArrowLeft}');
    expect(await grid('March 2026')).toBeInTheDocument();
    expect(focused()).toBe('Monday, March 30, 2026');
    await userEvent.keyboard('{PageUp}');
    expect(await grid('February 2026')).toBeInTheDocument();
    expect(focused()).toMatch(/^Saturday, February 28, 2026/);
    expect(screen.getAllByRole('gridcell').filter((cell) => cell.tabIndex === 0)).toHaveLength(1);
  });

  it('Enter and Space choose the focused day; the buttons work from the keyboard', async () => {
    renderPage([membersRoute(family)]);
    await grid('March 2026');
    const today = day(/, today$/);
    today.focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}');
    await userEvent.keyboard('{Enter}');
    expect(day(/^Saturday, March 14, 2026/)).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight} ');
    expect(day(/^Sunday, March 15, 2026/)).toHaveAttribute('aria-selected', 'true');
    expect(day(/^Saturday, March 14, 2026/)).toHaveAttribute('aria-selected', 'false');

    screen.getByRole('button', { name: 'Next month' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(await grid('April 2026')).toBeInTheDocument();
    await userEvent.keyboard(' ');
    expect(await grid('May 2026')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next month' })).toHaveFocus();
    screen.getByRole('button', { name: 'Today' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(await grid('March 2026')).toBeInTheDocument();
  });
});

describe('loading', () => {
  it("draws the birthdays this device last received at once, and the server's answer replaces them", async () => {
    const both = 'Saturday, March 14, 2026, 2 birthdays: Amy March, 36 years; Margaret March, 78 years';
    const online = renderPage([membersRoute(family)]);
    await grid('March 2026');
    expect(day(both)).toBeInTheDocument();
    online.unmount();

    let answer: (value: { status: number; body: unknown }) => void = () => {};
    const second = renderPage([{ method: 'GET', url: '/api/auth/family/members', respond: () => new Promise((resolve) => (answer = resolve)) }]);
    expect(screen.queryByText('Loading birthday calendar...')).not.toBeInTheDocument();
    expect(day(both)).toBeInTheDocument();

    await waitFor(() => expect(second.requests).toHaveLength(1));
    answer({ status: 200, body: { success: true, data: { members: [me, marmee] } } });
    expect(await screen.findByRole('gridcell', { name: 'Saturday, March 14, 2026, 1 birthday: Margaret March, 78 years' })).toBeInTheDocument();
  });

  it('keeps the birthdays this device last received when the server cannot be reached; a refusal says so', async () => {
    const both = 'Saturday, March 14, 2026, 2 birthdays: Amy March, 36 years; Margaret March, 78 years';
    const online = renderPage([membersRoute(family)]);
    await grid('March 2026');
    online.unmount();

    const offline = renderPage([{ method: 'GET', url: '/api/auth/family/members', respond: () => Promise.reject(Object.assign(new Error('Network Error'), { code: 'ERR_NETWORK' })) }]);
    await waitFor(() => expect(offline.requests).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(day(both)).toBeInTheDocument();
    expect(screen.queryByText('Failed to load family members')).not.toBeInTheDocument();
    offline.unmount();

    renderPage([{ method: 'GET', url: '/api/auth/family/members', status: 500, body: { success: false, message: 'Database unavailable' } }]);
    expect(await screen.findByText('Failed to load family members')).toBeInTheDocument();
  });

  it('asks for the members once, through the shared client', async () => {
    const { requests } = renderPage([membersRoute(family)]);
    await grid('March 2026');
    // Beside it, how the family is related (the list's "Your nephew"), asked once too.
    await waitFor(() => expect(requests.map((r) => `${r.method} ${r.url}`).sort()).toEqual(['GET /api/auth/family/members', 'GET /api/auth/family/relations']));
    expect(requests.every((request) => request.withCredentials)).toBe(true);
  });
});

describe('the first screen renders no antd component', () => {
  // antd's components bring its CSS-in-JS engine and ConfigProvider (about 60 KiB) to the page
  // that renders one: the month's controls are the kit's. Only an icon's class (anticon) is antd's.
  const buttonRules = () => document.head.querySelectorAll('style[data-href^="fn-kit-button-"]');

  it('while loading, with the month, and on a failure with Try again', async () => {
    renderPage([failsOnceThenAnswers()]);
    expect(screen.getByRole('status')).toHaveTextContent('Loading birthday calendar...');
    expect(antdElementOnPage()).toBeNull();

    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent('Failed to load family members');
    expect(within(failure).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(antdElementOnPage()).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await grid('March 2026');
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous month' })).toBeInTheDocument();
    expect(antdElementOnPage()).toBeNull();
    // The buttons' rules are in the page once, however many buttons (the calendar also runs on its own).
    expect(buttonRules()).toHaveLength(1);
  });
});
