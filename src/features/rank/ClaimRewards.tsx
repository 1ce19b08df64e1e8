import { useState } from 'react';
import type { HistorianRank } from '../../contract';
import { useOnline } from '../../lib/useOnline';
import { Button } from '../../ui/Button';
import { sync } from '../../worker-client';
import styles from './Rank.module.css';
import { wentWrong } from '../../lib/went-wrong';

/** Claims every earned rank reward at once (online); the rank list below shows their new state. */
export function ClaimRewards({ rank }: { rank: HistorianRank }) {
  const online = useOnline();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const earned = rank.rewards.filter((r) => r.state === 'earned').length;
  if (earned === 0 && !message) return null;

  const claim = async () => {
    setBusy(true);
    const res = await sync.claimRankRewards().catch(wentWrong);
    setBusy(false);
    setMessage(res.ok ? `${res.value.claimed} reward${res.value.claimed === 1 ? '' : 's'} claimed.` : res.message);
  };

  return (
    <div className={styles.claim}>
      {earned > 0 && (
        <Button block disabled={!online || busy} aria-busy={busy} onClick={() => void claim()}>
          Claim {earned} reward{earned === 1 ? '' : 's'}
        </Button>
      )}
      <p className={styles.note} role="status">
        {message ?? (online ? '' : 'You are offline. Claiming needs the network.')}
      </p>
    </div>
  );
}
