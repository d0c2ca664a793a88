/*
 * The pseudo-language check (issue 42): on a page in en-XA every message is accented, so what
 * still has two plain ASCII letters in a row did not come from a catalogue. Test support only.
 */

const NAMED = ['aria-label', 'title', 'alt', 'placeholder'] as const;

interface PlainEnglishOptions {
  /** What the test itself gave (names, e-mails, typed text), and what it excludes on purpose, said why beside it. */
  data?: readonly string[];
  /** Elements left out as a whole (a CSS selector), said why beside it. */
  skip?: string;
}

/**
 * Every visible text and every accessible name, title, alt and placeholder in `root` that still
 * has plain English once the given data is taken out. Left out as they should be: styles, each
 * language's own name in the language picker (translate="no"), and antd's icons, which name
 * themselves by their file (role="img" aria-label="mail") and which the tests of antd's words cover.
 */
export function plainEnglishIn(root: Element = document.body, { data = [], skip }: PlainEnglishOptions = {}): string[] {
  const known = [...data].sort((a, b) => b.length - a.length);
  const rest = (text: string) => known.reduce((left, given) => left.split(given).join(' '), text);
  const english = (text: string) => /[A-Za-z]{2,}/.test(rest(text));
  const leftOut = (element: Element) => element.closest(['style', 'script', '[translate="no"]', skip].filter(Boolean).join(', ')) !== null;
  const found: string[] = [];
  for (const element of [root, ...root.querySelectorAll('*')]) {
    if (leftOut(element)) continue;
    for (const node of element.childNodes) if (node.nodeType === Node.TEXT_NODE && english(node.textContent ?? '')) found.push(node.textContent ?? '');
    if (element.matches('.anticon[role="img"]')) continue;
    for (const name of NAMED) {
      const value = element.getAttribute(name);
      if (value && english(value)) found.push(`${name}="${value}"`);
    }
  }
  return found;
}

/** Every text in what a test gave the page (its members, its tree), to leave out of the check. */
export function textsOf(...given: unknown[]): string[] {
  const found = new Set<string>();
  const walk = (value: unknown) => {
    if (typeof value === 'string' && value.trim()) found.add(value);
    else if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  given.forEach(walk);
  return [...found];
}
