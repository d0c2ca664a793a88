import { useState, type CSSProperties, type ReactNode } from 'react';

interface RoundPictureProps {
  /** Width and height, in px. */
  size: number;
  /** The picture; without one, or when it cannot be loaded, `children` is drawn instead. */
  src?: string | null;
  /** The picture's text alternative ('' when the name is said next to it). */
  alt: string;
  /** The circle's colours and type (what shows behind and around an initial). */
  style?: CSSProperties;
  className?: string;
  /** Decorative: hidden from screen readers altogether. */
  decorative?: boolean;
  children?: ReactNode;
}

const CIRCLE: CSSProperties = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flex: 'none',
  borderRadius: '50%',
  overflow: 'hidden',
  lineHeight: 1,
  whiteSpace: 'nowrap',
};
const FILL: CSSProperties = { display: 'block', width: '100%', height: '100%', objectFit: 'cover' };

/**
 * A member's photo in a circle, else their initial (`children`): the account button, the
 * directory's cards, the calendar and the admin's user list. Plain elements, not antd's Avatar,
 * whose group of avatars brings antd's Popover and Tooltip to every screen that shows a face.
 */
export function RoundPicture({ size, src, alt, style, className, decorative, children }: RoundPictureProps) {
  // The address that failed, so a new picture (an upload, another member) is tried again.
  const [failed, setFailed] = useState<string | null>(null);
  const picture = src && src !== failed ? src : null;
  return (
    <span className={className} style={{ ...CIRCLE, width: size, height: size, ...style }} aria-hidden={decorative || undefined}>
      {picture ? <img src={picture} alt={alt} width={size} height={size} style={FILL} onError={() => setFailed(picture)} /> : children}
    </span>
  );
}
