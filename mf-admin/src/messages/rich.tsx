import { Fragment, type ReactNode } from 'react';
import type { MessageValues, Translator } from 'shared-contracts';

// Characters of Unicode's private use area: no message or value holds them.
const OPEN = '\uE000';
const CLOSE = '\uE001';
const MARK = new RegExp(`${OPEN}(\\d+)${CLOSE}`);

/**
 * A message with elements in its placeholders (a file name or a column written as code): the
 * message is said with a mark in each, then the marks are replaced by the elements, wherever the
 * language put them. Any catalogue's message: `richText(t, 'import.help', { columns: <code>…</code> })`.
 */
export function richText<K extends string>(t: Translator<K>, key: K, values: Record<string, ReactNode>): ReactNode {
  const elements: ReactNode[] = [];
  const marked: MessageValues = {};
  for (const [name, value] of Object.entries(values)) {
    if (typeof value === 'string' || typeof value === 'number') marked[name] = value;
    else {
      marked[name] = `${OPEN}${elements.length}${CLOSE}`;
      elements.push(value);
    }
  }
  const parts = t(key, marked).split(MARK);
  // split() with a group: text, index, text, index, ..., text.
  return parts.map((part, at) => (at % 2 === 0 ? part : <Fragment key={at}>{elements[Number(part)]}</Fragment>));
}
