import { Link, useParams } from 'react-router-dom';
import { useLive } from '../../../lib/useLive';
import { Skeleton } from '../../../ui/Skeleton';
import { useCrawl, useJournal, getDungeon } from '../reads';
import { dungeonPaths } from '../../../lib/paths';
import { JournalEntries } from './JournalEntries';
import { JournalForm } from './JournalForm';
import styles from './Journal.module.css';

/** /dungeons/:dungeonId/journal/:name? — the Historian's journal, all of it or one room's (name). */
export default function JournalPage() {
  const params = useParams();
  const id = params.dungeonId!;
  const room = params.name;
  const dungeon = useLive(() => getDungeon(id), [id]);
  const { progress } = useCrawl(id);
  const entries = useJournal(id);
  const shown = room ? entries?.filter((e) => e.room === room) : entries;

  return (
    <article className={styles.page} aria-labelledby="journal-title">
      <nav className={styles.crumbs} aria-label="Journal">
        <Link to={dungeonPaths.read(id)}>← Back to the Timeline</Link>
        <Link to={dungeonPaths.missions(id, room)}>Missions</Link>
      </nav>
      <p className={styles.eyebrow}>{dungeon?.name ?? 'Timeline'}</p>
      <h1 id="journal-title">{room ? `Journal · ${room}` : 'Journal'}</h1>
      {room && <Link to={dungeonPaths.journal(id)}>Show every room</Link>}
      <JournalForm dungeonId={id} room={room ?? progress?.current_room} />
      {shown === undefined ? <Skeleton height={120} /> : <JournalEntries dungeonId={id} entries={shown} />}
    </article>
  );
}
