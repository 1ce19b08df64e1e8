import styles from './Cards.module.css';

/** First-entered-room notice (in-play §2): +100 Artifact Power (in-play §9). */
export function FirstToEnterCard({ room }: { room: string }) {
  return (
    <div className={styles.first}>
      <span className={styles.firstIcon} aria-hidden="true">
        ✦
      </span>
      <div>
        <p className={styles.firstTitle}>You are first to enter {room}</p>
        <p className={styles.firstText}>+100 Artifact Power for this room</p>
      </div>
    </div>
  );
}
