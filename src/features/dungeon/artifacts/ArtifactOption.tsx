import type { Artifact } from '../../../contract/dungeon';
import { Img } from '../../../ui/Img';
import styles from './Artifacts.module.css';

interface Props {
  artifact: Artifact;
  selected: boolean;
  onToggle: () => void;
}

/**
 * One artifact as a toggle button. A locked one stays focusable (aria-disabled, not disabled) so its
 * award_description — how to earn it — can be read; it is greyed and says 'Locked'.
 */
export function ArtifactOption({ artifact, selected, onToggle }: Props) {
  const locked = !artifact.owned;
  return (
    <button
      type="button"
      className={`${styles.option} ${selected ? styles.selected : ''} ${locked ? styles.locked : ''}`}
      aria-pressed={locked ? undefined : selected}
      aria-disabled={locked || undefined}
      onClick={onToggle}
    >
      <Img src={artifact.icon} alt="" className={styles.icon} />
      <span className={styles.name}>{artifact.name}</span>
      <span className={styles.text}>{locked ? artifact.award_description : artifact.publicDescription}</span>
      <span className={styles.state}>{locked ? 'Locked' : selected ? 'Selected ✓' : 'Tap to take'}</span>
    </button>
  );
}
