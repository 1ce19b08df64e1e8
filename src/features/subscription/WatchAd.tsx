import { useEffect, useState } from 'react';
import { Button } from '../../ui/Button';
import { sync } from '../../worker-client';
import styles from './Subscription.module.css';
import { wentWrong } from '../../lib/went-wrong';

type State = { kind: 'idle' } | { kind: 'starting' } | { kind: 'playing'; adId: string; endsAt: number } | { kind: 'done'; message: string } | { kind: 'error'; message: string };

/**
 * 'Watch Ad to Continue for Free' (always offered, in-play §4). The reference server's ads are the
 * house's own: a short spot for the Mythic plan, played for the seconds the server asks before it pays.
 */
export function WatchAd() {
  const [state, setState] = useState<State>({ kind: 'idle' });
  const [now, setNow] = useState(() => Date.now());
  const left = state.kind === 'playing' ? Math.max(0, Math.ceil((state.endsAt - now) / 1000)) : 0;

  useEffect(() => {
    if (state.kind !== 'playing') return;
    const id = window.setInterval(() => setNow(Date.now()), 250);
    return () => window.clearInterval(id);
  }, [state.kind]);

  useEffect(() => {
    if (state.kind !== 'playing' || left > 0) return;
    void sync.completeAd(state.adId).catch(wentWrong).then((r) => setState(r.ok ? { kind: 'done', message: r.value.message } : { kind: 'error', message: r.message }));
  }, [state, left]);

  if (state.kind === 'done') {
    return (
      <p className={styles.active} role="status">
        {state.message}
      </p>
    );
  }
  if (state.kind === 'playing') {
    return (
      <div className={styles.ad} role="group" aria-label="Advertisement">
        <p className={styles.adSpot}>Mythic Historians never wait: unlimited Timelines and Memories, the fastest stories and no ads.</p>
        <p className={styles.note} role="timer">
          {left > 0 ? `Your reward in ${left}s` : 'Unlocking…'}
        </p>
      </div>
    );
  }
  return (
    <>
      <Button
        block
        variant="secondary"
        disabled={state.kind === 'starting'}
        onClick={async () => {
          setState({ kind: 'starting' });
          const r = await sync.watchAd().catch(wentWrong);
          if (r.ok) {
            setNow(Date.now());
            setState({ kind: 'playing', adId: r.value.adId, endsAt: Date.now() + r.value.seconds * 1000 });
          } else setState({ kind: 'error', message: r.message });
        }}
      >
        Watch Ad to Continue for Free
      </Button>
      {state.kind === 'error' && (
        <p className={styles.error} role="alert">
          {state.message}
        </p>
      )}
    </>
  );
}
