import { Profiler } from 'react';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DIRECTORY_CARD_HEIGHT_PX } from 'shared-contracts';
import { makeUser, quietConsoleButFailOnActWarnings } from 'shared-contracts/testing';
import DirectoryPage from '../DirectoryPage';
import { renderDirectory } from '../test-support/renderDirectory';
import { CARD_GAP_PX, ROW_STRIDE_PX, columnsForWidth, rowStrideFor, visibleRows } from './useWindowGrid';

jest.setTimeout(30000);

quietConsoleButFailOnActWarnings();

const FAMILY_SIZE = 1000;
const family = Array.from({ length: FAMILY_SIZE }, (_, i) =>
  makeUser({
    id: i + 1,
    displayName: `Member ${i + 1}`,
    email: `member${i + 1}@family.example`,
    occupation: i % 10 === 0 ? 'Gardener' : 'Teacher',
  }),
);
const me = family[41];

/** React's own measure of rendering work (ms), commit by commit. */
let commits: number[] = [];
const recordCommit = (_id: string, _phase: string, actualDuration: number) => commits.push(actualDuration);
const renderWork = (from: number) => commits.slice(from).reduce((sum, duration) => sum + duration, 0);

function renderFamily() {
  commits = [];
  return renderDirectory(
    <Profiler id="directory" onRender={recordCommit}>
      <DirectoryPage />
    </Profiler>,
    {
    user: me,
    network: [{ method: 'GET', url: '/api/auth/family/members', body: { success: true, data: { members: family } } }],
    },
  );
}

const cards = () => screen.queryAllByRole('article');
const countChip = () => screen.getByRole('status', { name: /shown$/ });

function setViewport(width: number, height = 768) {
  Object.assign(window, { innerWidth: width, innerHeight: height });
}

/** jsdom has no layout: give the grid the viewport position a browser would. */
function placeGrid(top: number) {
  const grid = screen.getByRole('list', { name: 'Family members' });
  jest.spyOn(grid, 'getBoundingClientRect').mockReturnValue({ top, bottom: top + grid.offsetHeight, left: 0, right: 0, width: 0, height: 0, x: 0, y: top, toJSON: () => ({}) });
}

async function fire(event: 'scroll' | 'resize') {
  await act(async () => {
    window.dispatchEvent(new Event(event));
    await new Promise((resolve) => requestAnimationFrame(resolve));
  });
}

afterEach(() => setViewport(1024, 768));

describe('the grid layout', () => {
  it('has 1 column below 600 px, 2 below 900 px, 3 from 900 px', () => {
    expect([0, 599, 600, 899, 900, 1200, 1536, 2400].map(columnsForWidth)).toEqual([1, 1, 2, 2, 3, 3, 3, 3]);
  });

  it('renders the rows that touch the viewport, two more on each side', () => {
    expect(ROW_STRIDE_PX).toBe(DIRECTORY_CARD_HEIGHT_PX + CARD_GAP_PX);
    expect(visibleRows(0, 768)).toEqual({ first: 0, last: 4 }); // rows 0-2 visible
    expect(visibleRows(-10 * ROW_STRIDE_PX, 768)).toEqual({ first: 8, last: 14 });
    expect(visibleRows(200, 768)).toEqual({ first: 0, last: 3 }); // the grid starts lower in the page
    expect(visibleRows(-1000 * ROW_STRIDE_PX, 768).first).toBe(998);
  });
});

describe('a family of 1,000', () => {
  it('shows the count 1000 but puts only the cards near the viewport in the page', async () => {
    renderFamily();
    expect(await screen.findByRole('status', { name: '1000 members shown' })).toHaveTextContent('1000 members');
    expect(cards().length).toBeGreaterThan(0);
    expect(cards().length).toBeLessThanOrEqual(15); // 5 rows of 3 at 1024 x 768
    const grid = screen.getByRole('list', { name: 'Family members' });
    expect(grid).toHaveStyle({ height: `${Math.ceil(FAMILY_SIZE / 3) * ROW_STRIDE_PX - CARD_GAP_PX}px` });
    expect(screen.getAllByRole('listitem', { hidden: false })[0]).toHaveAttribute('aria-setsize', '1000');
  });

  it('renders further cards as the window scrolls', async () => {
    renderFamily();
    await screen.findByRole('article', { name: 'Member 1' });
    placeGrid(-100 * ROW_STRIDE_PX); // row 100 (members 301-303) at the top of the viewport
    await fire('scroll');
    expect(screen.getByRole('article', { name: 'Member 301' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Member 1' })).not.toBeInTheDocument();
    expect(cards().length).toBeLessThanOrEqual(21);
    expect(screen.getByRole('article', { name: 'Member 301' }).parentElement).toHaveStyle({ top: `${100 * ROW_STRIDE_PX}px` });
  });

  it('re-flows into 2 and 1 columns as the window narrows', async () => {
    renderFamily();
    await screen.findByRole('article', { name: 'Member 1' });
    setViewport(700);
    await fire('resize');
    expect(screen.getByRole('list', { name: 'Family members' })).toHaveStyle({ height: `${500 * ROW_STRIDE_PX - CARD_GAP_PX}px` });
    expect(screen.getByRole('article', { name: 'Member 2' }).parentElement).toHaveStyle({ top: '0px' });
    expect(screen.getByRole('article', { name: 'Member 3' }).parentElement).toHaveStyle({ top: `${ROW_STRIDE_PX}px` });
    setViewport(400);
    await fire('resize');
    // One column: compact cards, so more of them near the viewport.
    expect(screen.getByRole('article', { name: 'Member 2' }).parentElement).toHaveStyle({ top: `${rowStrideFor(1)}px`, left: '0px' });
    expect(screen.getByRole('list', { name: 'Family members' })).toHaveStyle({ height: `${1000 * rowStrideFor(1) - CARD_GAP_PX}px` });
    const { first, last } = visibleRows(0, 768, rowStrideFor(1));
    expect(cards().length).toBeLessThanOrEqual(last - first + 1);
  });

  it('narrows the count as the search is typed', async () => {
    renderFamily();
    await screen.findByRole('status', { name: '1000 members shown' });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search family members' }), 'gardener');
    await waitFor(() => expect(countChip()).toHaveTextContent('100 members'));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search family members' }), '{Backspace>8/}member 99');
    await waitFor(() => expect(countChip()).toHaveTextContent('11 members')); // 99 and 990-999
    expect(cards().length).toBeLessThanOrEqual(11);
  });

  it('is quick: first render and a search keystroke (timings printed)', async () => {
    const renderStart = performance.now();
    renderFamily();
    await screen.findByRole('article', { name: 'Member 1' });
    const firstRender = performance.now() - renderStart;
    const firstRenderWork = renderWork(0);

    const box = screen.getByRole('searchbox', { name: 'Search family members' });
    const keystrokes: number[] = [];
    const keystrokeWork: number[] = [];
    for (const [key, expected] of [
      ['9', '271 members'],
      ['9', '19 members'],
      ['{Backspace}', '271 members'],
    ] as const) {
      const start = performance.now();
      const fromCommit = commits.length;
      await userEvent.type(box, key);
      await waitFor(() => expect(countChip()).toHaveTextContent(expected), { interval: 1 });
      keystrokes.push(performance.now() - start);
      keystrokeWork.push(renderWork(fromCommit));
    }
    const ms = (value: number) => `${value.toFixed(0)} ms`;
    process.stdout.write(
      `\n[directory timing, jsdom] first render of ${FAMILY_SIZE} members: ${ms(firstRender)} wall clock ` +
        `(React render work ${ms(firstRenderWork)}); search keystrokes: ${keystrokes.map(ms).join(', ')} wall clock ` +
        `(React render work ${keystrokeWork.map(ms).join(', ')}); cards in the page: ${cards().length}\n`,
    );
    // Generous bounds: jsdom on a shared CI machine is many times slower than a browser.
    expect(firstRender).toBeLessThan(5000);
    expect(Math.max(...keystrokes)).toBeLessThan(1500);
  });
});
