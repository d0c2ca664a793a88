import { useCallback, useEffect, useRef, useState } from 'react';
import { STATUS_MESSAGE_TIMEOUT_MS } from 'shared-contracts';
import { useSharedText } from 'shared-contracts/runtime';

/**
 * What a status says: a text, or how to say it with the section's words when it is drawn (a
 * failure told by a load that runs in an effect, which does not start again when the words
 * arrive). `words` are what the section gave useStatusMessage: its translator, or its translators.
 */
export type Said<W> = (words: W, shared: (text: string) => string) => string;

interface StatusMessage<W = never> {
  type: 'success' | 'error';
  text: string | Said<W>;
}

/** A status as it is drawn: its text in the page's language. */
export interface ShownStatus {
  type: 'success' | 'error';
  text: string;
}

/**
 * A section's status line (spec section 4): shown, then gone after 3 seconds. A newer message
 * replaces the one showing and gets its own 3 seconds. A message told as a Said is said with
 * `words` (the section's own messages: each section has its catalogue) each time the section
 * is drawn, so it follows the language.
 */
export function useStatusMessage<W = never>(words?: W): [ShownStatus | null, (message: StatusMessage<W> | null) => void] {
  const shared = useSharedText();
  const [message, setMessage] = useState<StatusMessage<W> | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const show = useCallback((next: StatusMessage<W> | null) => {
    clearTimeout(timer.current);
    setMessage(next);
    if (next) timer.current = setTimeout(() => setMessage(null), STATUS_MESSAGE_TIMEOUT_MS);
  }, []);
  const shown = message && { type: message.type, text: typeof message.text === 'string' ? message.text : message.text(words as W, shared) };
  return [shown, show];
}
