import type { AvatarRow } from '../../db';
import { Img } from '../../ui/Img';
import { avatarDisplayName } from './onboarding-rules';
import styles from './Onboarding.module.css';

interface Props {
  avatars: AvatarRow[];
  selected: string | null;
  onSelect: (avatarId: string) => void;
}

/** The starting avatars as a radio group: one choice, arrow keys move between them natively. */
export function AvatarChoices({ avatars, selected, onSelect }: Props) {
  return (
    <fieldset className={styles.avatars}>
      <legend className={styles.legend}>Choose your avatar</legend>
      <div className={styles.avatarGrid}>
        {avatars.map((a) => (
          <label key={a.avatar_id} className={`${styles.avatarOption} ${selected === a.avatar_id ? styles.avatarChosen : ''}`}>
            <input
              type="radio"
              name="starting-avatar"
              className={styles.visuallyHidden}
              value={a.avatar_id}
              checked={selected === a.avatar_id}
              onChange={() => onSelect(a.avatar_id)}
            />
            <Img src={a.image_url} alt="" className={styles.avatarImg} />
            <span className={styles.avatarName}>{avatarDisplayName(a.name)}</span>
            <span className={styles.avatarDesc}>{a.description}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
