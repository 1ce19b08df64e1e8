import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { UserRow } from '../../db';
import { paths } from '../../lib/paths';
import { Avatar } from '../../ui/Avatar';
import { AvatarPicker } from '../avatars';
import styles from './Profile.module.css';

/** Who the player is: their avatar (a tap opens the picker), name, email, rank and season level. */
export function ProfileIdentity({ me }: { me: UserRow }) {
  const [picking, setPicking] = useState(false);
  return (
    <section className={styles.identity} aria-labelledby="profile-name">
      <button type="button" className={styles.avatarButton} onClick={() => setPicking(true)} aria-haspopup="dialog" aria-label="Change your avatar">
        <Avatar name={me.username} url={me.avatar?.image_url} size={96} />
        <span className={styles.avatarEdit} aria-hidden="true">
          Change
        </span>
      </button>
      <div className={styles.who}>
        <h1 id="profile-name" className={styles.name}>
          {me.username ?? 'Historian'}
        </h1>
        <p className={styles.email}>{me.is_temp_user ? 'Guest — no email linked' : me.email}</p>
        <p className={styles.standing}>
          {me.rank_title && (
            <Link to={paths.historianRank()} className={styles.chip}>
              {me.rank_title}
            </Link>
          )}
          {me.season_level !== undefined && (
            <Link to={paths.seasonPass()} className={styles.chip}>
              Season level {me.season_level}
            </Link>
          )}
        </p>
      </div>
      {picking && <AvatarPicker onClose={() => setPicking(false)} />}
    </section>
  );
}
