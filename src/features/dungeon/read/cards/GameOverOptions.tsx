import { useState } from 'react';
import { useMe } from '../../../../lib/reads';
import { useOnline } from '../../../../lib/useOnline';
import { Button, ButtonLink } from '../../../../ui/Button';
import { ConfirmDialog } from '../../../../ui/ConfirmDialog';
import { Notice } from '../../../../ui/Notice';
import { sync } from '../../../../worker-client';
import { useResurrection } from '../../reads';
import { TRY_AGAIN_PRICE, gameOverOptions } from '../../rules/game-over';
import styles from './Cards.module.css';
import { LinkFirst } from '../../../auth';
import { wentWrong } from '../../../../lib/went-wrong';

/**
 * The three ways on: a free resurrection (subscribers with one available; hidden when the status is
 * missing), the paid try-again (confirmed first; the reference server records a test-mode purchase), the Sanctum.
 */
export function GameOverOptions({ dungeonId }: { dungeonId: string }) {
  const me = useMe();
  const resurrection = useResurrection(dungeonId, true);
  const online = useOnline();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // A purchase is confirmed before it is made (never charged on one tap).
  const [confirming, setConfirming] = useState(false);
  const options = gameOverOptions(me?.subscription_active === true, resurrection);

  const resurrect = async (useFree: boolean) => {
    setBusy(true);
    setError(null);
    const r = await sync.resurrect(dungeonId, useFree).catch(wentWrong);
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
      {/* Paying needs a linked account (app-shell §4): a guest is asked to link first. */}
      {options.paid && me?.is_temp_user && <LinkFirst to={`to try again for ${TRY_AGAIN_PRICE}`} />}
      {options.paid && !me?.is_temp_user && (
        <Button block variant={options.free ? 'secondary' : 'primary'} disabled={busy || !online} onClick={() => setConfirming(true)} aria-haspopup="dialog">
          Try Again — {TRY_AGAIN_PRICE}
        </Button>
      )}
      {confirming && (
        <ConfirmDialog
          title={`Try again for ${TRY_AGAIN_PRICE}?`}
          confirmLabel={`Pay ${TRY_AGAIN_PRICE}`}
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false);
            void resurrect(false);
          }}
        >
          <p>The Timeline goes back to the moment you entered this room, and you play on from there.</p>
          <p>This is a purchase of {TRY_AGAIN_PRICE}.</p>
        </ConfirmDialog>
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
