import { useCallback, useEffect, useRef, useState } from 'react';
import { STATUS_MESSAGE_TIMEOUT_MS } from 'shared-contracts';
import { useSharedText } from 'shared-contracts/runtime';
import { useText, type Text } from '../messages';

/**
 * What a status says: a text, or how to say it with the page's words when it is drawn (a failure
 * told by a load that runs in an effect, which does not start again when the words arrive).
 */
export type Said = (t: Text, shared: (text: string) => string) => string;

export interface StatusMessage {
  type: 'success' | 'error';
  text: string | Said;
}

/** The status's text in the page's language. */
export function useStatusText(): (message: StatusMessage) => string {
  const t = useText();
  const shared = useSharedText();
  return (message) => (typeof message.text === 'string' ? message.text : message.text(t, shared));
}

/**
 * A section's status line (spec section 4): shown, then gone after 3 seconds. A newer message
 * replaces the one showing and gets its own 3 seconds.
 */
export function useStatusMessage(): [StatusMessage | null, (message: StatusMessage | null) => void] {
  const [message, setMessage] = useState<StatusMessage | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const show = useCallback((next: StatusMessage | null) => {
    clearTimeout(timer.current);
    setMessage(next);
    if (next) timer.current = setTimeout(() => setMessage(null), STATUS_MESSAGE_TIMEOUT_MS);
  }, []);
  return [message, show];
}
