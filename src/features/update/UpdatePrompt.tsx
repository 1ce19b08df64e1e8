import { useSyncExternalStore } from 'react';
import { Button } from '../../ui/Button';
import { updates } from './update-state';
import styles from './UpdatePrompt.module.css';

const subscribe = updates.subscribe;
const snapshot = () => updates.state;

/** 'Update available' and the way to it, over the bottom of every screen (the region is always there). */
export function UpdatePrompt() {
  const state = useSyncExternalStore(subscribe, snapshot, snapshot);
  return (
    <div role="status" className={state === 'current' ? styles.hidden : styles.prompt}>
      {state !== 'current' && (
        <>
          <p className={styles.text}>
            <strong>Update available</strong>
            <span>A new version of Chronicle is ready. Your place and your unsent moves are kept.</span>
          </p>
          <Button onClick={() => updates.apply()} disabled={state === 'updating'}>
            {state === 'updating' ? 'Updating…' : 'Reload'}
          </Button>
        </>
      )}
    </div>
  );
}
