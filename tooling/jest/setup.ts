import { icuFormatter } from 'shared-contracts';
import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// A loaded 2-core machine (CI runs three suites side by side) takes about twice as long as an
// idle one, and some single tests take 3-5 s alone: a 5 s wait for one render is too close (the
// likely reason a CI run failed in mf-admin under that load; it passed alone). What is waited for
// must still appear; the tests' own 20 s limit still bounds each test.
configure({ asyncUtilTimeout: 15_000 });

// Values webpack defines at build time.
(globalThis as Record<string, unknown>).__API_BASE__ = '';
(globalThis as Record<string, unknown>).__CHUNK_LOAD_TIMEOUT_MS__ = 120000;


// jsdom lacks what antd 6 relies on: matchMedia (responsive grid) and MessageChannel (Form).
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }),
  });
}

if (typeof globalThis.MessageChannel === 'undefined') {
  class ImmediateMessageChannel {
    port1: { onmessage: ((event: { data: unknown }) => void) | null; postMessage: (data: unknown) => void; close: () => void };
    port2: { onmessage: ((event: { data: unknown }) => void) | null; postMessage: (data: unknown) => void; close: () => void };
    constructor() {
      const make = () => ({ onmessage: null as ((event: { data: unknown }) => void) | null, postMessage: (_: unknown) => {}, close: () => {} });
      this.port1 = make();
      this.port2 = make();
      this.port1.postMessage = (data) => setTimeout(() => this.port2.onmessage?.({ data }), 0);
      this.port2.postMessage = (data) => setTimeout(() => this.port1.onmessage?.({ data }), 0);
    }
  }
  Object.assign(globalThis, { MessageChannel: ImmediateMessageChannel });
}

if (!('ResizeObserver' in window)) {
  Object.assign(window, {
    ResizeObserver: class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  });
}

// antd measures scrollbars through getComputedStyle with a pseudo element, which jsdom rejects.
const { getComputedStyle } = window;
window.getComputedStyle = (element: Element) => getComputedStyle(element);

// antd writes its CSS-in-JS rules into <style> elements, and jsdom re-reads every rule in each
// getComputedStyle; Testing Library calls it for each element and ancestor it checks (getByRole,
// toBeVisible), so a form test spent three quarters of its time there (ProfileDetails: 72 s, 19 s
// without). They are not written: jsdom has no layout, and no test reads antd's stylesheet for
// what is hidden (every test passed with and without it); a test that needs to should render
// its own CSS.
jest.mock('@rc-component/util/lib/Dom/dynamicCSS', () => ({
  ...jest.requireActual('@rc-component/util/lib/Dom/dynamicCSS'),
  updateCSS: () => document.createElement('style'),
  injectCSS: () => document.createElement('style'),
}));

// Each test starts on a fresh device: screens draw what the device kept (the family list, the
// theme) at once, so a copy left by an earlier test would be on screen in the next one.
beforeEach(() => window.localStorage.clear());

// Lingui formats the messages that count or choose; a page fetches it with the first catalogue
// that has one (shared-contracts/src/i18n/translate.ts). The tests have it from the start.
beforeAll(() => icuFormatter());
