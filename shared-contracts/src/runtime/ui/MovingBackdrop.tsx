import { useEffect, useState, type CSSProperties } from 'react';
import { BACKGROUND_ANIMATION_SECONDS, cssUrl } from 'shared-contracts';

// The picture is tiled sideways at the page's height (so it always covers the page) on a layer
// one tile wider than the screen, and one loop slides that layer left by exactly one tile width
// (height x aspect ratio): the 60-second loop has no visible seam. It moves by transform, which
// the compositor does alone: moving background-position instead repainted the whole screen on
// every frame (an idle page kept half a core busy in Chromium: 5.5 s of CPU per 10 s, a phone's
// battery alike). It moves in 25 steps a second (a pixel a step on a phone), not 60 frames: a
// pan this slow looks the same, and the idle page costs 1.4 s of CPU per 10 s instead of 2.5.
// Fixed to the viewport, behind everything; still for reduced motion.
const STEPS_PER_SECOND = 25;
const css = `
@keyframes fn-backdrop-pan { from { transform: translate3d(0, 0, 0); } to { transform: translate3d(calc(-100vh * var(--fn-bg-aspect, 1.7778)), 0, 0); } }
.fn-backdrop { position: fixed; top: 0; bottom: 0; left: 0; width: calc(100vw + 100vh * var(--fn-bg-aspect, 1.7778)); pointer-events: none;
  background-repeat: repeat-x; background-size: auto 100%; will-change: transform;
  animation: fn-backdrop-pan ${BACKGROUND_ANIMATION_SECONDS}s steps(${BACKGROUND_ANIMATION_SECONDS * STEPS_PER_SECOND}) infinite; }
@media (prefers-reduced-motion: reduce) { .fn-backdrop { animation: none; will-change: auto; } }
`;

function useAspectRatio(url: string): number | undefined {
  const [aspect, setAspect] = useState<number>();
  useEffect(() => {
    let current = true; // a slow earlier image must not set the loop of a later one
    const image = new Image();
    image.onload = () => current && image.naturalHeight > 0 && setAspect(image.naturalWidth / image.naturalHeight);
    image.onerror = () => console.error('Could not load the background image', url);
    image.src = url;
    return () => {
      current = false;
    };
  }, [url]);
  return aspect;
}

interface MovingBackdropProps {
  url: string;
  /** The screen's own look on top (its colour behind the picture, its overlay). */
  className?: string;
  testId?: string;
}

/** A full-page picture that scrolls sideways in a 60-second loop, behind the page (spec section 4). */
export function MovingBackdrop({ url, className, testId }: MovingBackdropProps) {
  const aspect = useAspectRatio(url);
  const style = { backgroundImage: cssUrl(url), '--fn-bg-aspect': aspect } as CSSProperties;
  return (
    <>
      <style>{css}</style>
      <div className={className ? `fn-backdrop ${className}` : 'fn-backdrop'} data-testid={testId} aria-hidden style={style} />
    </>
  );
}
