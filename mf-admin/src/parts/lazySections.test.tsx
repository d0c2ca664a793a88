import { act, render, screen } from '@testing-library/react';
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

const chunk = () => ({ First: () => <h2>First section</h2>, Second: () => <h2>Second section</h2> });

describe('Settings sections loaded when scrolled near', () => {
  let browser: ReturnType<typeof fakeIntersectionObserver>;
  beforeEach(() => {
    browser = fakeIntersectionObserver();
  });
  afterEach(() => browser.remove());

  it('a section far down the page fetches nothing until the member scrolls near it, and one fetch brings the code of both', async () => {
    const load = jest.fn(async () => chunk());
    const lazy = lazySectionsOf(load);
    const First = lazy('First', 'First section');
    const Second = lazy('Second', 'Second section');
    render(
      <>
        <First />
        <Second />
      </>,
    );
    const first = screen.getByRole('status', { name: 'Loading First section' });
    expect(screen.getByRole('status', { name: 'Loading Second section' })).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
    // Half a screen ahead of the visible part, so its code is usually there when it shows.
    expect(browser.observers[0].options?.rootMargin).toBe('50% 0px');

    act(() => browser.scrollNear(first));
    expect(await screen.findByRole('heading', { name: 'First section' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
    // The second is still a placeholder: it is not near yet, though its code has come.
    const second = screen.getByRole('status', { name: 'Loading Second section' });
    act(() => browser.scrollNear(second));
    expect(await screen.findByRole('heading', { name: 'Second section' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a section shown stays shown, and its observer is let go', async () => {
    const lazy = lazySectionsOf(async () => chunk());
    const First = lazy('First', 'First section');
    render(<First />);
    act(() => browser.scrollNear(screen.getByRole('status', { name: 'Loading First section' })));
    await screen.findByRole('heading', { name: 'First section' });
    expect(browser.observers.every(({ targets }) => targets.size === 0)).toBe(true);
  });

  it('where the browser cannot tell what is near, every section loads at once', async () => {
    browser.remove();
    const load = jest.fn(async () => chunk());
    const First = lazySectionsOf(load)('First', 'First section');
    render(<First />);
    expect(await screen.findByRole('heading', { name: 'First section' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
