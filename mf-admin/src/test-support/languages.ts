/*
 * The pseudo-language check of Settings (issue 42), as the composed site's browser test makes it
 * (e2e/tests/languages.test.ts): a text or an accessible name with two plain ASCII letters in a
 * row did not come from the messages. Test support only.
 */

const ENGLISH = /[A-Za-z]{2,}/;
const NAMES = ['aria-label', 'title', 'alt', 'placeholder'] as const;

/**
 * Never translated, so never checked: what is marked so (translate="no": file names, CSV
 * columns, the languages' own names), styles, and what is hidden from everyone (an icon's
 * built-in name under aria-hidden).
 */
const exempt = (element: Element) => Boolean(element.closest('[translate="no"], style, script'));
const hidden = (element: Element) => Boolean(element.closest('[aria-hidden="true"]'));

/**
 * The texts and names under `root` that still read as English, once the `data` the test gave
 * (the fixture's names, e-mails, file names, dates as Intl writes them in English, which the
 * pseudo-language formats with) is taken out of them.
 */
export function untranslated(root: Element, data: string[] = []): string[] {
  const known = [...data].sort((a, b) => b.length - a.length);
  const strip = (text: string) => known.reduce((left, each) => left.split(each).join(' '), text);
  const found = new Set<string>();
  for (const element of [root, ...root.querySelectorAll('*')]) {
    if (exempt(element)) continue;
    for (const node of element.childNodes) {
      if (node.nodeType !== Node.TEXT_NODE) continue;
      const text = node.textContent ?? '';
      if (ENGLISH.test(strip(text))) found.add(text);
    }
    if (hidden(element)) continue;
    for (const name of NAMES) {
      const value = element.getAttribute(name);
      if (value && ENGLISH.test(strip(value))) found.add(`${name}="${value}"`);
    }
  }
  return [...found];
}
