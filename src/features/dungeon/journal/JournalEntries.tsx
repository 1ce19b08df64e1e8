import { Link } from 'react-router-dom';
import type { JournalRow } from '../../../db';
import { WriteStatus } from '../../outbox';
import { dungeonPaths } from '../../../lib/paths';
import styles from './Journal.module.css';

/** Journal entries, newest first: kept segments and the Historian's own lines, each with its room. */
export function JournalEntries({ dungeonId, entries }: { dungeonId: string; entries: JournalRow[] }) {
  if (entries.length === 0) {
    return <p className={styles.muted}>Nothing here yet. Keep a passage with ‘Add segment to Journal’, or write your own entry above.</p>;
  }
  return (
    <ol className={styles.entries} reversed>
      {[...entries].reverse().map((e) => (
        <li key={e.journal_id} className={`${styles.entry} ${e.source === 'custom' ? styles.custom : ''}`}>
          <p className={styles.meta}>
            <Link to={dungeonPaths.journal(dungeonId, e.room)}>{e.room}</Link> · {e.source === 'custom' ? 'Your entry' : 'From the Timeline'}
          </p>
          <p className={styles.text}>{e.text}</p>
          {e.pending && <WriteStatus outboxId={e.outbox_id} offlineText="Pending — it will be sent when the network returns." />}
        </li>
      ))}
    </ol>
  );
}
