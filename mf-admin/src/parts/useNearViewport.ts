import { useEffect, useState, type RefObject } from 'react';

/**
 * How far below (or above) the visible part of the page a section counts as near: half a screen,
 * so a section's code has usually arrived by the time a thumb scrolls it into view.
 */
const NEAR = '50% 0px';

/**
 * Whether the element has come near the visible part of the page (and stays true once it has).
 * Settings is a long page of sections a visit mostly does not reach: a phone downloads and
 * draws a section's code when the member scrolls towards it, not all of it on the way in.
 * Where the browser cannot tell (no IntersectionObserver), everything counts as near.
 */
export function useNearViewport(element: RefObject<Element | null>): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const target = element.current;
    if (near || !target) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: NEAR },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [element, near]);
  return near;
}
