import { useLocation } from 'react-router-dom';
import { useMe } from '../../../../lib/reads';
import { ButtonLink } from '../../../../ui/Button';
import { withFlags } from '../../../../lib/paths';
import styles from './Cards.module.css';

/** 'Milestone Reached' (in-play §2): non-subscribers follow 'Free Resurrection for Subscribers' to the prompt. */
export function MilestoneCard({ title, text }: { title: string; text: string }) {
  const me = useMe();
  const location = useLocation();
  return (
    <div className={styles.milestone}>
      <p className={styles.milestoneTitle}>Milestone Reached</p>
      {title && title !== 'Milestone Reached' && <p className={styles.firstTitle}>{title}</p>}
      <p className={styles.text}>{text}</p>
      {me?.subscription_active ? (
        <p className={styles.firstText}>Free Resurrection for Subscribers — included in your plan ✓</p>
      ) : (
        <ButtonLink to={{ pathname: location.pathname, search: withFlags(location.search, { subscription: 'true' }) }} variant="secondary">
          Free Resurrection for Subscribers
        </ButtonLink>
      )}
    </div>
  );
}
