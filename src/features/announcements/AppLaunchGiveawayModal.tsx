import { GRANTS, titleCase } from '../../contract/terms';
import { useState } from 'react';
import { isMythic } from '../../lib/mythic';
import { useMe } from '../../lib/reads';
import type { FlagModalProps } from '../../lib/useFlags';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { sync } from '../../worker-client';
import styles from './Announcements.module.css';
import { markGiveawaySeen } from './launch';
import { wentWrong } from '../../lib/went-wrong';

/**
 * The app-launch giveaway (?app_launch_giveaway=true): the first launch of the installed app offers the
 * install bonus, GRANTS.freePlayBonus of unlimited play (POST /user/claim-bonus/ install_app, once per Historian).
 */
export default function AppLaunchGiveawayModal({ onClose }: FlagModalProps) {
  const mythic = isMythic(useMe());
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);
  const close = () => {
    markGiveawaySeen();
    onClose();
  };
  return (
    <Modal title="Thanks for Installing Chronicle!" onClose={close}>
      <div className={styles.prompt}>
        <div className={styles.giftEmblem} aria-hidden="true" />
        <p className={styles.text}>
          {mythic
            ? 'Your Mythic plan already opens every Timeline and Memory. Enjoy the app, Historian!'
            : `To celebrate your first launch of the app, take ${GRANTS.freePlayBonus.text} of unlimited play: every Timeline and Memory, no keys needed.`}
        </p>
      </div>
      {mythic ? null : result?.ok ? (
        <p className={styles.success} role="status">
          {result.message}
        </p>
      ) : (
        <>
          <Button
            block
            disabled={busy}
            aria-busy={busy}
            onClick={async () => {
              setBusy(true);
              const r = await sync.claimBonus('install_app').catch(wentWrong);
              setResult(r.ok ? { ok: true, message: r.value.message } : { ok: false, message: r.message });
              setBusy(false);
            }}
          >
            Claim {titleCase(GRANTS.freePlayBonus.text)} Free
          </Button>
          {result && (
            <p className={styles.error} role="alert">
              {result.message}
            </p>
          )}
        </>
      )}
      <Button block variant="ghost" onClick={close}>
        {result?.ok || mythic ? 'Start Playing' : 'Not now'}
      </Button>
    </Modal>
  );
}
