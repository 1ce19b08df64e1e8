import styles from './Sanctum.module.css';

/** The premium mark: a small crown with a text alternative. */
export function PremiumIcon() {
  return (
    <span className={styles.premiumIcon} role="img" aria-label="Premium">
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <path d="M3 18h18l-1.5-10-4.5 4-3-6-3 6-4.5-4z" fill="currentColor" />
      </svg>
    </span>
  );
}
