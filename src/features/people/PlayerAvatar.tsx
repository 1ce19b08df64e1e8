import { useMe } from '../../lib/reads';
import { Avatar } from '../../ui/Avatar';
import { AVATAR_UNBLUR_MS, isOwnAvatar } from './people-rules';
import { useIsBlocked } from './reads';
import { useReveal } from './useReveal';
import styles from './People.module.css';

interface Props {
  user: { user_id: string; username: string; avatar_url: string | null };
  size?: number;
}

/**
 * Another player's avatar (app-shell §4): blurred, and shown for 10 seconds on a tap — unless the player
 * has blocked them, then it stays blurred. The player's own avatar is shown as is.
 */
export function PlayerAvatar({ user, size = 36 }: Props) {
  const me = useMe();
  const blocked = useIsBlocked(user.user_id);
  const { shown, reveal } = useReveal(AVATAR_UNBLUR_MS);
  const avatar = <Avatar name={user.username} url={user.avatar_url} size={size} />;
  if (isOwnAvatar(me?.user_id, user.user_id)) return avatar;

  const label = blocked ? `${user.username}'s avatar (blocked)` : shown ? `${user.username}'s avatar` : `Show ${user.username}'s avatar`;
  return (
    <button
      type="button"
      className={styles.reveal}
      aria-label={label}
      aria-pressed={shown && !blocked}
      aria-disabled={blocked}
      onClick={() => !blocked && reveal()}
    >
      <span className={shown && !blocked ? styles.clear : styles.blurred}>{avatar}</span>
    </button>
  );
}
