import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LAZY_PART_FAILED } from 'shared-contracts/ui';
import { lazySectionsOf } from './lazySections';

/** The browser's IntersectionObserver, driven by the test: `scrollNear(el)` is the page scrolled near el. */
function fakeIntersectionObserver() {
  const observers: Array<{ callback: IntersectionObserverCallback; targets: Set<Element>; options?: IntersectionObserverInit }> = [];
  class Observer {
    private readonly entry;
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      this.entry = { callback, targets: new Set<Element>(), options };
      observers.push(this.entry);
    }
    observe(target: Element) {
      this.entry.targets.add(target);
    }
    disconnect() {
      this.entry.targets.clear();
    }
  }
  Object.defineProperty(window, 'IntersectionObserver', { value: Observer, configurable: true, writable: true });
  return {
    observers,
    scrollNear(target: Element) {
      for (const { callback, targets } of observers) {
        if (targets.has(target)) callback([{ target, isIntersecting: true } as unknown as IntersectionObserverEntry], {} as IntersectionObserver);
      }
    },
    remove() {
      delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
    },
  };
}

const chunk = () => ({ First: () => <p>What the first section holds</p>, Second: () => <p>What the second section holds</p> });

/** A section not drawn yet: its card (titled) with a spinner that says what is loading. */
const standIn = (title: string) => screen.getByRole('region', { name: title });
const loading = (title: string) => screen.queryByRole('img', { name: `Loading ${title}` });

/** Two sections of one chunk on a page, and what else the page holds. */
function renderTwoSections(load: () => Promise<ReturnType<typeof chunk>>, rest?: string) {
  const lazy = lazySectionsOf(load);
  const First = lazy('First', 'First section');
  const Second = lazy('Second', 'Second section');
  render(
    <>
      <First />
      <Second />
      {rest && <p>{rest}</p>}
    </>,
  );
}

describe('Settings sections loaded when scrolled near', () => {
  let browser: ReturnType<typeof fakeIntersectionObserver>;
  beforeEach(() => {
    browser = fakeIntersectionObserver();
  });
  afterEach(() => browser.remove());

  it('a section far down the page fetches nothing until the member scrolls near it, and one fetch brings the code of both', async () => {
    const load = jest.fn(async () => chunk());
    renderTwoSections(load);
    // Each shows its title (a heading, for those who move by headings) and that it is loading.
    expect(screen.getByRole('heading', { level: 2, name: 'First section' })).toBeInTheDocument();
    expect(standIn('First section')).toHaveAttribute('aria-busy', 'true');
    expect(loading('First section')).toBeInTheDocument();
    expect(loading('Second section')).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
    // Half a screen ahead of the visible part, so its code is usually there when it shows.
    expect(browser.observers[0].options?.rootMargin).toBe('50% 0px');

    act(() => browser.scrollNear(standIn('First section')));
    expect(await screen.findByText('What the first section holds')).toBeInTheDocument();
    expect(loading('First section')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
    // The second still waits: it is not near yet, though its code has come.
    expect(loading('Second section')).toBeInTheDocument();
    act(() => browser.scrollNear(standIn('Second section')));
    expect(await screen.findByText('What the second section holds')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a section shown stays shown, and its observer is let go', async () => {
    const lazy = lazySectionsOf(async () => chunk());
    const First = lazy('First', 'First section');
    render(<First />);
    act(() => browser.scrollNear(standIn('First section')));
    await screen.findByText('What the first section holds');
    expect(browser.observers.every(({ targets }) => targets.size === 0)).toBe(true);
  });

  it('the first Tab brings every section: a section not drawn has nothing for the keyboard to reach', async () => {
    const load = jest.fn(async () => chunk());
    renderTwoSections(load);
    fireEvent.keyDown(document.body, { key: 'a' });
    expect(load).not.toHaveBeenCalled();
    await userEvent.tab();
    expect(await screen.findByText('What the first section holds')).toBeInTheDocument();
    expect(await screen.findByText('What the second section holds')).toBeInTheDocument();
  });

  it('code that cannot be fetched: each of its sections says so, the page carries on, and one Try again fetches it again for all', async () => {
    const load = jest.fn<Promise<ReturnType<typeof chunk>>, []>().mockRejectedValueOnce(new Error('Loading chunk 42 failed')).mockImplementation(async () => chunk());
    renderTwoSections(load, 'The rest of Settings');
    act(() => {
      browser.scrollNear(standIn('First section'));
      browser.scrollNear(standIn('Second section'));
    });
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(2));
    expect(screen.getAllByRole('alert')[0]).toHaveTextContent(LAZY_PART_FAILED);
    expect(standIn('First section')).toHaveAttribute('aria-busy', 'false');
    expect(screen.getByText('The rest of Settings')).toBeInTheDocument();
    await userEvent.click(screen.getAllByRole('button', { name: 'Try again' })[1]);
    expect(await screen.findByText('What the first section holds')).toBeInTheDocument();
    expect(await screen.findByText('What the second section holds')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('a section already on the screen whose code has come is drawn at once, with no placeholder first (Settings opened again)', async () => {
    const lazy = lazySectionsOf(async () => chunk());
    const First = lazy('First', 'First section');
    const shown = render(<First />);
    act(() => browser.scrollNear(standIn('First section')));
    await screen.findByText('What the first section holds');
    shown.unmount();

    // Laid out within the screen (jsdom lays nothing out: a section is given its place here).
    const place = jest.spyOn(Element.prototype, 'getBoundingClientRect').mockReturnValue({ top: 100, bottom: 500, height: 400 } as DOMRect);
    try {
      render(<First />);
      // In the first render the member sees, before any observer has reported.
      expect(screen.getByText('What the first section holds')).toBeInTheDocument();
      expect(loading('First section')).not.toBeInTheDocument();
    } finally {
      place.mockRestore();
    }
  });

  it('where the browser cannot tell what is near, every section loads at once', async () => {
    browser.remove();
    const load = jest.fn(async () => chunk());
    const First = lazySectionsOf(load)('First', 'First section');
    render(<First />);
    expect(await screen.findByText('What the first section holds')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
