import type { Locator, Page } from 'playwright-core';
import { screenshot } from './browser.js';

/**
 * What happened in a page, for a failure's message: console errors, requests without an answer,
 * and, in the page itself, each pointer event with its target and each dialog that came or went.
 * Kept because a click inside Profile Details has now and then not changed the dialog in CI
 * (the dialog stayed in view mode) while every local run passed: the next failure should say
 * whether the click arrived, where, and whether the dialog was rebuilt after it.
 */
export interface PageJournal {
  /** Everything noted so far, oldest first. */
  read(): Promise<string[]>;
}

declare global {
  interface Window {
    __journal?: string[];
  }
}

/** Runs in the page before its own scripts: pointer events and the dialogs that come and go. */
const JOURNAL_SCRIPT = `(() => {
  const journal = [];
  window.__journal = journal;
  const at = () => Math.round(performance.now()) + ' ms';
  const describe = (node) => {
    const role = node.getAttribute('role');
    return node.tagName.toLowerCase() + (role ? '[role=' + role + ']' : '') + ' "' + (node.textContent || '').trim().slice(0, 40) + '"';
  };
  for (const type of ['pointerdown', 'click']) {
    document.addEventListener(type, (event) => {
      const target = event.target instanceof Element ? event.target : null;
      const shown = target ? describe(target.closest('button') || target) : String(event.target);
      journal.push(at() + ' ' + type + ' on ' + shown + (event.defaultPrevented ? ' (default prevented)' : ''));
    }, true);
  }
  const dialogsIn = (node) => node instanceof Element ? [...(node.matches('[role=dialog]') ? [node] : []), ...node.querySelectorAll('[role=dialog]')] : [];
  new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) for (const dialog of dialogsIn(node)) journal.push(at() + ' dialog added: ' + describe(dialog));
      for (const node of record.removedNodes) for (const dialog of dialogsIn(node)) journal.push(at() + ' dialog removed: ' + describe(dialog));
      // Inside a dialog: a part holding buttons taken away (a view left, or the body rebuilt).
      const host = record.target instanceof Element ? record.target.closest('[role=dialog]') : null;
      if (host) {
        for (const node of record.removedNodes) {
          if (node instanceof Element && node.querySelector('button')) journal.push(at() + ' in a dialog, removed: ' + describe(node));
        }
      }
    }
    if (journal.length > 300) journal.splice(0, journal.length - 300);
  }).observe(document, { childList: true, subtree: true });
})();`;

export async function keepJournal(page: Page): Promise<PageJournal> {
  const outside: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') outside.push(`console ${message.type()}: ${message.text().slice(0, 400)}`);
  });
  page.on('requestfailed', (request) => outside.push(`no answer: ${request.url()} (${request.failure()?.errorText})`));
  page.on('pageerror', (error) => outside.push(`page error: ${error.message}`));
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) outside.push(`navigated: ${frame.url()}`);
  });
  // As text: the test runner's compiler wraps named functions in a helper the page does not have.
  await page.addInitScript({ content: JOURNAL_SCRIPT });
  return {
    read: async () => [...outside, ...(await page.evaluate(() => window.__journal ?? []).catch(() => ['(the page could not be read)']))],
  };
}

/**
 * Waits for what a click in a dialog should bring; when it does not come, fails with what the
 * dialog showed, the page's journal and a screenshot (e2e/artifacts/<name>-failure-<time>.png).
 */
export async function expectInDialog(page: Page, dialog: Locator, wanted: Locator, what: string, journal: PageJournal | undefined): Promise<void> {
  try {
    await wanted.waitFor({ timeout: 30_000 });
  } catch (error) {
    const file = await screenshot(page, `${what.replace(/\W+/g, '-').toLowerCase()}-failure-${Date.now()}`).catch(() => 'none');
    const shown = await dialog.innerText().catch(() => '(no dialog)');
    const noted = (await journal?.read()) ?? [];
    throw new Error(`${what} (screenshot ${file}).\nThe dialog showed: ${JSON.stringify(shown)}\nThe page's journal:\n${noted.join('\n')}`, { cause: error });
  }
}
