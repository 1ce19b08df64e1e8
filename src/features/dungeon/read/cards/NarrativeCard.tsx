import { useState } from 'react';
import type { DungeonEvent } from '../../../../contract/dungeon';
import { sync } from '../../../../worker-client';
import styles from './Cards.module.css';
import { wentWrong } from '../../../../lib/went-wrong';

type Narrative = Extract<DungeonEvent, { type: 'narrativeTextParagraph' }>;

/** A paragraph of the Timeline, which the Historian can keep in the Journal (works offline: outbox). */
export function NarrativeCard({ dungeonId, event, kept }: { dungeonId: string; event: Narrative; kept: boolean }) {
  const [state, setState] = useState<'idle' | 'busy' | 'error'>('idle');
  return (
    <div className={styles.narrative}>
      <p className={styles.text}>{event.text}</p>
      <button
        type="button"
        className={styles.linkButton}
        disabled={kept || state === 'busy'}
        onClick={() => {
          setState('busy');
          void sync.journalSegmentAdd({ dungeon_id: dungeonId, event_id: event.event_id }).catch(wentWrong).then((r) => setState(r.ok ? 'idle' : 'error'));
        }}
      >
        {kept ? 'In your Journal ✓' : 'Add segment to Journal'}
      </button>
      {state === 'error' && (
        <span className={styles.inlineError} role="alert">
          Could not add it to the Journal.
        </span>
      )}
    </div>
  );
}
