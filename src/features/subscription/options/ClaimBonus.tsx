import { GRANTS, titleCase } from '../../../contract/terms';
import { useState } from 'react';
import type { SubscribeOption } from '../options';
import { Button } from '../../../ui/Button';
import { sync } from '../../../worker-client';
import styles from '../Subscription.module.css';
import { wentWrong } from '../../../lib/went-wrong';

/** Once the option is done: GRANTS.freePlayBonus of unlimited play, claimed online; the server's words either way. */
export function ClaimBonus({ task, ready }: { task: SubscribeOption; ready: boolean }) {
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);
  if (result?.ok) {
    return (
      <p className={styles.active} role="status">
        {result.message}
      </p>
    );
  }
  return (
    <>
      <Button
        block
        variant="secondary"
        disabled={!ready || busy}
        aria-busy={busy}
        onClick={async () => {
          setBusy(true);
          const r = await sync.claimBonus(task).catch(wentWrong);
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
  );
}
