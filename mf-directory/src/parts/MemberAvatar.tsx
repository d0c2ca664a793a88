import { userInitial, type User } from 'shared-contracts';
import { RoundPicture } from 'shared-contracts/ui';
import { useText } from '../messages';
import { useMemberWords } from './memberWords';

interface MemberAvatarProps {
  /** A member, or anyone named like one (a relative without an account in the family tree). */
  user: Pick<User, 'displayName' | 'firstName' | 'lastName' | 'photoURL'>;
  size: number;
  /** A photo to show instead of the user's own (e.g. one just uploaded). */
  photoURL?: string;
}

/** Photo, else the initial, else '?', in a circle of the theme's primary colour. */
export function MemberAvatar({ user, size, photoURL }: MemberAvatarProps) {
  const t = useText();
  const words = useMemberWords();
  const src = photoURL ?? user.photoURL;
  return (
    <RoundPicture
      size={size}
      src={src}
      alt={t('member.photoOf', { name: words.name(user) })}
      style={{ backgroundColor: 'var(--fn-color-primary)', color: '#fff', fontSize: Math.round(size * 0.42), fontWeight: 600 }}
    >
      <span aria-hidden>{userInitial(user)}</span>
    </RoundPicture>
  );
}
