import { useEffect, useState, type CSSProperties } from 'react';
import { BACKGROUND_ANIMATION_SECONDS, cssUrl } from 'shared-contracts';

// The picture is tiled sideways at the page's height (so it always covers the page) and one
// loop moves it by exactly one tile width (height x aspect ratio): the 60-second loop has no
// visible seam. Fixed to the viewport, behind everything; still for reduced motion.
const css = `
@keyframes fn-backdrop-pan { from { background-position: 0 50%; } to { background-position: calc(-100vh * var(--fn-bg-aspect, 1.7778)) 50%; } }
.fn-backdrop { position: fixed; inset: 0; pointer-events: none; background-repeat: repeat-x; background-size: auto 100%;
  animation: fn-backdrop-pan ${BACKGROUND_ANIMATION_SECONDS}s linear infinite; }
@media (prefers-reduced-motion: reduce) { .fn-backdrop { animation: none; } }
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
