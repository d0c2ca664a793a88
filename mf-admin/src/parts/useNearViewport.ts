import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * How far below (or above) the visible part of the page a section counts as near: half a screen,
 * so a section's code has usually arrived by the time a thumb scrolls it into view.
 */
const AHEAD = 0.5;

/** Within AHEAD screens of the visible part, by where the element is laid out now (not at all: no). */
function nearNow(element: Element): boolean {
  const { top, bottom, height } = element.getBoundingClientRect();
  if (height === 0) return false;
  const margin = window.innerHeight * AHEAD;
  return bottom >= -margin && top <= window.innerHeight + margin;
}

/**
 * Whether the element has come near the visible part of the page (and stays true once it has).
 * Settings is a long page of sections a visit mostly does not reach: a phone downloads and
 * draws a section's code when the member scrolls towards it, not all of it on the way in.
 * Where the browser cannot tell (no IntersectionObserver), everything counts as near. So does
 * everything once the member presses Tab: the keyboard moves through the page faster than a
 * section's code would come when scrolled to, and a section not drawn has nothing to focus, so
 * Tab would skip it.
 */
export function useNearViewport(element: RefObject<Element | null>): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  // Before the first paint: a section already on the screen whose code has come (Settings opened
  // again) is drawn at once, not as its placeholder for a frame until the observer reports.
  useLayoutEffect(() => {
    const target = element.current;
    if (near || !target) return;
    if (nearNow(target)) {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: `${AHEAD * 100}% 0px` },
    );
    observer.observe(target);
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Tab') setNear(true);
    };
    document.addEventListener('keydown', onKey);
    return () => {
      observer.disconnect();
      document.removeEventListener('keydown', onKey);
    };
  }, [element, near]);
  return near;
}
