import { userInitial, type User } from 'shared-contracts';
import { RoundPicture } from 'shared-contracts/ui';

interface PersonAvatarProps {
  user: User;
  size: number;
}

/**
 * A member's photo, else the first letter of their name, else '?'. Decorative: the name is
 * always said next to it (in the text, or in the day's accessible name). The initial is drawn
 * by CSS, so that it is not a word of the day's visible text that its name would not contain.
 */
export function PersonAvatar({ user, size }: PersonAvatarProps) {
  return (
    <RoundPicture
      size={size}
      src={user.photoURL}
      alt=""
      className="fn-person-picture"
      decorative
      style={{ backgroundColor: 'var(--fn-color-secondary)', color: '#fff', fontSize: Math.round(size * 0.45), fontWeight: 600 }}
    >
      <span className="fn-initial" data-initial={userInitial(user)} />
    </RoundPicture>
  );
}
