import { MovingBackdrop } from 'shared-contracts/runtime';
import { useBackgroundUrl } from './useBackgroundUrl';

// The sign-in page's look over the shared moving picture: its blue while the picture loads,
// and a light shade so the card stands out.
const css = `
.fn-auth-background { z-index: 0; background-color: #1565c0; }
.fn-auth-background::after { content: ''; position: absolute; inset: 0; background: rgba(0, 0, 0, 0.15); }
`;

/** A full-page image that scrolls sideways in a 60-second loop behind the auth card. */
export function MovingBackground() {
  const url = useBackgroundUrl();
  return (
    <>
      <style>{css}</style>
      <MovingBackdrop url={url} className="fn-auth-background" testId="auth-background" />
    </>
  );
}
