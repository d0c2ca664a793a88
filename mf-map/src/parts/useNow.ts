import { useEffect, useState } from 'react';

/** The time, moved on every `everyMs`, so "updated 5 minutes ago" keeps telling the truth. */
export function useNow(everyMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
