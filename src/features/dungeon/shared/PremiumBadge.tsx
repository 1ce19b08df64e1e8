import styles from './PremiumBadge.module.css';

/** 'Premium' with a lock when the Historian cannot play it yet; the words carry the state, not the colour. */
export function PremiumBadge({ locked }: { locked: boolean }) {
  return (
    <span className={styles.badge}>
      <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true" focusable="false">
        {locked ? (
          <path d="M7 10V7a5 5 0 0 1 10 0v3M5 10h14v11H5z" fill="none" stroke="currentColor" strokeWidth="2" />
        ) : (
          <path d="M12 2l2.9 6.6 7.1.6-5.4 4.7 1.7 7-6.3-3.9-6.3 3.9 1.7-7L2 9.2l7.1-.6z" fill="currentColor" />
        )}
      </svg>
      {locked ? 'Premium · locked' : 'Premium'}
    </span>
  );
}
