import { useState } from 'react';
import { useMe } from '../../../../lib/reads';
import { useOnline } from '../../../../lib/useOnline';
import { Button, ButtonLink } from '../../../../ui/Button';
import { Notice } from '../../../../ui/Notice';
import { sync } from '../../../../worker-client';
import { useResurrection } from '../../reads';
import { TRY_AGAIN_PRICE, gameOverOptions } from '../../rules/game-over';
import styles from './Cards.module.css';

/**
 * The three ways on: a free resurrection (subscribers with one available; hidden when the status is
 * missing), the paid try-again (the reference server records a test-mode purchase), the Sanctum.
 */
export function GameOverOptions({ dungeonId }: { dungeonId: string }) {
  const me = useMe();
  const resurrection = useResurrection(dungeonId, true);
  const online = useOnline();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const options = gameOverOptions(me?.subscription_active === true, resurrection);

  const resurrect = async (useFree: boolean) => {
    setBusy(true);
    setError(null);
    const r = await sync.resurrect(dungeonId, useFree).catch(() => ({ ok: false as const, message: 'Something went wrong' }));
    if (!r.ok) setError(r.message);
    setBusy(false);
  };

  return (
    <div className={styles.options}>
      {options.free && (
        <Button block disabled={busy || !online} onClick={() => void resurrect(true)}>
          Free Resurrection
        </Button>
      )}
      {options.paid && (
        <Button block variant={options.free ? 'secondary' : 'primary'} disabled={busy || !online} onClick={() => void resurrect(false)}>
          Try Again — {TRY_AGAIN_PRICE}
        </Button>
      )}
      {options.sanctum && (
        <ButtonLink to="/sanctum" block variant="ghost">
          Back to the Sanctum
        </ButtonLink>
      )}
      {!online && <Notice>You are offline. A resurrection needs the network.</Notice>}
      {error && <Notice tone="error">{error}</Notice>}
    </div>
  );
}
