import { useEffect, useId, useRef, useState } from 'react';
import { useMe } from '../../lib/reads';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { sync } from '../../worker-client';
import { isOwnAvatar } from './people-rules';
import { useIsBlocked } from './reads';
import styles from './People.module.css';

interface Props {
  user: { user_id: string; username: string; avatar_url: string | null };
  /** The comment's 'Report comment' (comments feature); absent where there is nothing to report. */
  onReport?: () => void;
}

/**
 * The options of a comment's author: block or unblock them (in-play §2), and report the comment. Blocking
 * asks first; both are writes, so they work offline and are shown at once. Nothing for the player's own
 * comments. Arrow keys move between the items.
 */
export function AuthorMenu({ user, onReport }: Props) {
  const me = useMe();
  const blocked = useIsBlocked(user.user_id);
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const item = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    item.current?.focus();
    const away = (e: Event) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    const escape = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    document.addEventListener('pointerdown', away);
    document.addEventListener('keydown', escape);
    return () => {
      document.removeEventListener('pointerdown', away);
      document.removeEventListener('keydown', escape);
    };
  }, [open]);

  if (isOwnAvatar(me?.user_id, user.user_id)) return null;

  const choose = () => {
    setOpen(false);
    if (blocked) void sync.userUnblock({ user_id: user.user_id });
    else setConfirming(true);
  };

  return (
    <div className={styles.menuRoot} ref={root}>
      <button
        type="button"
        className={styles.menuButton}
        aria-label={`Options for ${user.username}`}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((o) => !o)}
      >
        <span aria-hidden="true">⋯</span>
      </button>
      {open && (
        <div
          id={menuId}
          role="menu"
          className={styles.menu}
          onKeyDown={(e) => {
            if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return;
            e.preventDefault();
            const items = [...e.currentTarget.querySelectorAll<HTMLElement>('[role="menuitem"]')];
            const at = items.indexOf(document.activeElement as HTMLElement);
            items[(at + (e.key === 'ArrowDown' ? 1 : items.length - 1)) % items.length]?.focus();
          }}
        >
          <button ref={item} type="button" role="menuitem" className={styles.menuItem} onClick={choose}>
            {blocked ? `Unblock ${user.username}` : `Block ${user.username}`}
          </button>
          {onReport && (
            <button
              type="button"
              role="menuitem"
              className={styles.menuItem}
              onClick={() => {
                setOpen(false);
                onReport();
              }}
            >
              Report comment
            </button>
          )}
        </div>
      )}
      {confirming && (
        <ConfirmDialog
          title={`Block ${user.username}?`}
          confirmLabel="Block"
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false);
            void sync.userBlock({ user_id: user.user_id, username: user.username, avatar: user.avatar_url });
          }}
        >
          You will no longer see their comments or their avatar. You can unblock them from your profile.
        </ConfirmDialog>
      )}
    </div>
  );
}
