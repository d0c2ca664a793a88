import type { CSSProperties } from 'react';
import { SITE_NAME_DEFAULT, splitWordmark, SITE_NAME_META, themeColor } from 'shared-contracts';

/** The family's site name, as the server wrote it into the page. */
export function siteName(): string {
  if (typeof document === 'undefined') return SITE_NAME_DEFAULT;
  return document.querySelector(`meta[name="${SITE_NAME_META}"]`)?.getAttribute('content')?.trim() || SITE_NAME_DEFAULT;
}

/** The split-colour wordmark: first half in the primary colour, second in the secondary. */
export function Wordmark({ size = 22, style }: { size?: number; style?: CSSProperties }) {
  const name = siteName();
  const [first, second] = splitWordmark(name);
  return (
    // The family's name for its site: never translated, by a browser's translation either.
    <span
      aria-label={name}
      role="img"
      translate="no"
      style={{ fontWeight: 700, fontSize: size, letterSpacing: '-0.02em', lineHeight: 1, whiteSpace: 'nowrap', ...style }}
    >
      <span aria-hidden style={{ color: themeColor('primary') }}>{first}</span>
      <span aria-hidden style={{ color: themeColor('secondary') }}>{second}</span>
    </span>
  );
}
