import type { UserRow } from '../../db';
import { formatDuration } from '../../lib/countdown';
import { useNow } from '../../lib/useNow';
import { Button } from '../../ui/Button';
import styles from './Subscription.module.css';

/**
 * The countdown of the subscribe/continue modal (in-play §4): shown while the player's free unlimited play
 * runs (a code, a referral, a bonus, a season perk), with its title, the time left in app-shell §9's form,
 * and 'Use Free Play Code' to add more.
 */
export function FreePlayCountdown({ me, onUseCode }: { me: UserRow | null | undefined; onUseCode: () => void }) {
  const now = useNow(1000);
  const until = me?.subscription_active && me.subscription_paid === false && me.subscription_until ? Date.parse(me.subscription_until) : null;
  if (until === null || until <= now) return null;
  return (
    <div className={styles.countdown}>
      <p className={styles.countdownTitle}>Free unlimited play ends in</p>
      <p className={styles.countdownValue} role="timer" aria-live="off">
        {formatDuration((until - now) / 1000)}
      </p>
      <Button variant="secondary" block onClick={onUseCode}>
        Use Free Play Code
      </Button>
    </div>
  );
}
