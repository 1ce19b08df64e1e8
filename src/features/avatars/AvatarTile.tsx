import type { AvatarRow } from '../../db';
import { Img } from '../../ui/Img';
import { LockIcon } from '../../ui/icons';
import { avatarDisplayName, avatarLook } from './avatar-rules';
import styles from './Avatars.module.css';

interface Props {
  avatar: AvatarRow;
  chosen: boolean;
  onChoose: () => void;
}

/** One avatar of the picker's grid: a radio, so arrow keys move between them and one is chosen. */
export function AvatarTile({ avatar, chosen, onChoose }: Props) {
  const look = avatarLook(avatar);
  return (
    <label className={`${styles.tile} ${chosen ? styles.chosen : ''} ${look.dimmed ? styles.dimmed : ''}`}>
      <input type="radio" name="avatar" className={styles.radio} value={avatar.avatar_id} checked={chosen} onChange={onChoose} />
      <span className={styles.picture}>
        <Img src={avatar.image_url} alt="" className={`${styles.img} ${look.locked ? styles.lockedImg : ''}`} />
        {look.locked && (
          <span className={styles.lock}>
            <LockIcon />
          </span>
        )}
        {look.current && <span className={`${styles.mark} ${styles.current}`}>Current</span>}
        {!look.current && look.isNew && <span className={`${styles.mark} ${styles.new}`}>New</span>}
      </span>
      <span className={styles.name}>{avatarDisplayName(avatar.name)}</span>
      {look.note && <span className={styles.note}>{look.note}</span>}
    </label>
  );
}
