import { useEffect, useState, type CSSProperties } from 'react';
import { BACKGROUND_ANIMATION_SECONDS, cssUrl } from 'shared-contracts';
import { useBackgroundUrl } from './useBackgroundUrl';

// The image is tiled sideways at the page's height; one loop moves it by exactly one
// tile width (height x aspect ratio), so the 60-second loop has no visible seam.
const css = `
@keyframes fn-auth-pan { from { background-position: 0 50%; } to { background-position: calc(-100vh * var(--fn-bg-aspect, 1.7778)) 50%; } }
.fn-auth-background { position: fixed; inset: 0; z-index: 0; background-repeat: repeat-x; background-size: auto 100%;
  background-color: #1565c0; animation: fn-auth-pan ${BACKGROUND_ANIMATION_SECONDS}s linear infinite; }
.fn-auth-background::after { content: ''; position: absolute; inset: 0; background: rgba(0, 0, 0, 0.15); }
@media (prefers-reduced-motion: reduce) { .fn-auth-background { animation: none; } }
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

/** A full-page image that scrolls sideways in a 60-second loop behind the auth card. */
export function MovingBackground() {
  const url = useBackgroundUrl();
  const aspect = useAspectRatio(url);
  const style = { backgroundImage: cssUrl(url), '--fn-bg-aspect': aspect } as CSSProperties;
  return (
    <>
      <style>{css}</style>
      <div className="fn-auth-background" data-testid="auth-background" aria-hidden style={style} />
    </>
  );
}
