import { Fragment, type ReactNode } from 'react';
import type { MessageValues } from 'shared-contracts';

const OPEN = '\uE000';
const CLOSE = '\uE001';
const MARK = new RegExp(`${OPEN}(\\d+)${CLOSE}`);

/**
 * A message some of whose placeholders are elements (a name that is a button: "Married to
 * {name}"): said with a private-use mark in their place, then cut at the marks, so the words
 * around an element stay one message a translator can reorder.
 */
export function withParts(say: (values: MessageValues) => string, parts: Record<string, ReactNode>, values: MessageValues = {}): ReactNode {
  const names = Object.keys(parts);
  const marked = say({ ...values, ...Object.fromEntries(names.map((name, at) => [name, `${OPEN}${at}${CLOSE}`])) });
  const pieces = marked.split(MARK);
  return pieces.map((piece, at) => (at % 2 === 0 ? piece : <Fragment key={at}>{parts[names[Number(piece)]]}</Fragment>));
}
