import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { PendingWritesButton } from '../features/outbox';
import { EXTERNAL } from '../lib/links';
import { paths } from '../lib/paths';
import { useMe } from '../lib/reads';
import { Avatar } from '../ui/Avatar';
import { Button } from '../ui/Button';
import { BellIcon, DiscordIcon, HourglassIcon } from '../ui/icons';
import { Modal } from '../ui/Modal';
import styles from './AppHeader.module.css';
import { HeaderOfferButton } from './HeaderOfferButton';
import { OfflineIndicator } from './OfflineIndicator';

/**
 * The header (app-shell §2 Layout): the logo home; Discord; 'Become a creator' on creator pages; the
 * player's offer; the bell with its unread dot; the avatar (or initial) to the profile, or the wait icon
 * while the player has no beta access.
 */
export function AppHeader() {
  const me = useMe();
  const { pathname } = useLocation();
  const onCreatorPage = pathname === '/creators' || pathname.startsWith('/creators/');
  const unread = me?.pending_notifications ?? 0;

  return (
    <header className={styles.header}>
      <a href="#main" className={styles.skip}>
        Skip to content
      </a>
      <div className={styles.bar}>
        <Link to={paths.home()} className={styles.logo} aria-label="Chronicle, home">
          <span aria-hidden="true" className={styles.word}>
            Chronicle
          </span>
          <span aria-hidden="true" className={styles.mono}>
            C
          </span>
        </Link>
        <div className={styles.tools}>
          <PendingWritesButton />
          <a href={EXTERNAL.discord} className={styles.icon} target="_blank" rel="noreferrer" aria-label="Join us on Discord">
            <DiscordIcon />
          </a>
          {me?.username && <HeaderOfferButton me={me} />}
          {me?.username && (
            <Link to={paths.notifications()} className={styles.icon} aria-label={unread > 0 ? `Notifications, ${unread} unread` : 'Notifications'}>
              <BellIcon />
              {unread > 0 && <span className={styles.dot} aria-hidden="true" />}
            </Link>
          )}
          {me?.username &&
            (me.beta_access ? (
              <Link to={paths.profile()} className={styles.icon} aria-label={`Historian ${me.username}: profile`}>
                <Avatar name={me.username} url={me.avatar?.image_url} size={36} />
              </Link>
            ) : (
              <span className={styles.icon} role="img" aria-label="Waiting for beta access">
                <HourglassIcon />
              </span>
            ))}
        </div>
      </div>
      {onCreatorPage && <BecomeCreator />}
      <OfflineIndicator />
    </header>
  );
}

/** 'Become a creator': creating is done on a computer, through the creator site (app-shell §1). */
function BecomeCreator() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <div className={styles.creatorBar}>
        <span>Write your own Timelines and Memories?</span>
        <button type="button" className={styles.offer} onClick={() => setOpen(true)} aria-haspopup="dialog">
          Become a creator
        </button>
      </div>
      {open && (
        <Modal title="Become a Creator" onClose={() => setOpen(false)}>
          <p>Creating Timelines and Memories is done on a computer. Open the creator site on your PC to write, playtest and publish.</p>
          <p>
            <a href={EXTERNAL.creatorSite} target="_blank" rel="noreferrer">
              The creator site
            </a>
          </p>
          <Button block onClick={() => setOpen(false)}>
            Got It
          </Button>
        </Modal>
      )}
    </>
  );
}
