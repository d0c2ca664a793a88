import { useCallback, useEffect, useRef, useState } from 'react';
import { STATUS_MESSAGE_TIMEOUT_MS } from 'shared-contracts';

export interface StatusMessage {
  type: 'success' | 'error';
  text: string;
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
