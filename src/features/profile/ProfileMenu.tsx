import { type ReactNode, useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { AlertIcon, BellIcon, CardIcon, ChevronIcon, LockIcon, PhoneIcon, StarIcon, UsersIcon } from '../../ui/icons';
import { useUnreadCount } from '../notifications';
import { BlockedUsersSheet, useBlockedUsers } from '../people';
import { PriorityAlertDialog } from '../priority-alert';
import { MobileAppDialog } from './MobileAppDialog';
import { usePriorityAlert } from './reads';
import styles from './Profile.module.css';

function Row({ icon, label, detail, children }: { icon: ReactNode; label: string; detail?: string; children?: ReactNode }) {
  return (
    <>
      <span className={styles.rowIcon}>{icon}</span>
      <span className={styles.rowLabel}>{label}</span>
      {detail && <span className={styles.rowDetail}>{detail}</span>}
      {children}
      <span className={styles.rowChevron}>
        <ChevronIcon />
      </span>
    </>
  );
}

/** The ways out of the profile: its pages, the cards, the blocked players, the app, the team event. */
export function ProfileMenu() {
  const unread = useUnreadCount();
  const blocked = useBlockedUsers();
  const alert = usePriorityAlert()?.alert ?? null;
  const [open, setOpen] = useState<'blocked' | 'app' | 'alert' | null>(null);

  return (
    <nav aria-label="Your profile">
      <ul className={styles.menu}>
        <li>
          <Link to={paths.notifications()} className={styles.row} aria-label={`Notifications${unread > 0 ? `, ${unread} unread` : ''}`}>
            <Row icon={<BellIcon />} label="Notifications">
              {unread > 0 && (
                <span className={styles.badge} aria-hidden="true">
                  {unread}
                </span>
              )}
            </Row>
          </Link>
        </li>
        <li>
          <Link to={paths.seasonPass()} className={styles.row}>
            <Row icon={<StarIcon />} label="Season pass" />
          </Link>
        </li>
        <li>
          <Link to={paths.myGroup()} className={styles.row}>
            <Row icon={<UsersIcon />} label="My group" />
          </Link>
        </li>
        <li>
          <Link to={paths.tradingCards()} className={styles.row}>
            <Row icon={<CardIcon />} label="Trading cards" />
          </Link>
        </li>
        <li>
          <button type="button" className={styles.row} aria-haspopup="dialog" onClick={() => setOpen('blocked')}>
            <Row icon={<LockIcon />} label="Blocked users" detail={blocked ? String(blocked.length) : undefined} />
          </button>
        </li>
        {alert && (
          <li>
            <button type="button" className={`${styles.row} ${styles.alertRow}`} aria-haspopup="dialog" onClick={() => setOpen('alert')}>
              <Row icon={<AlertIcon />} label={alert.name || 'Priority Alert!'} />
            </button>
          </li>
        )}
        <li>
          <button type="button" className={styles.row} aria-haspopup="dialog" onClick={() => setOpen('app')}>
            <Row icon={<PhoneIcon />} label="Get the mobile app" />
          </button>
        </li>
      </ul>
      {open === 'blocked' && <BlockedUsersSheet onClose={() => setOpen(null)} />}
      {open === 'app' && <MobileAppDialog onClose={() => setOpen(null)} />}
      {open === 'alert' && alert && <PriorityAlertDialog alert={alert} onClose={() => setOpen(null)} />}
    </nav>
  );
}
