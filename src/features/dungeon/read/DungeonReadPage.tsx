import { Suspense, useMemo, useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { useHoldFirstScreen } from '../../../lib/after-first-screen';
import { useLive } from '../../../lib/useLive';
import { useOnline } from '../../../lib/useOnline';
import { ButtonLink } from '../../../ui/Button';
import { Notice } from '../../../ui/Notice';
import { Skeleton } from '../../../ui/Skeleton';
import { useCrawl, useJournal, getDungeon } from '../reads';
import { DungeonFooter } from '../footer/DungeonFooter';
import { findLastOf } from '../rules/events';
import { dungeonPaths } from '../../../lib/paths';
import { ChecksHelpModal, NewItemModal } from '../sheets/on-demand';
import { ChoiceInput } from './ChoiceInput';
import { EventFeed } from './EventFeed';
import { ReadHeader } from './ReadHeader';
import styles from './DungeonReadPage.module.css';
import { useNewItems } from './useNewItems';
import { useReadStep } from './useReadStep';

/** /dungeons/:dungeonId/read/:step? — the crawl as cards, read from the device (works offline). */
export default function DungeonReadPage() {
  const params = useParams();
  const id = params.dungeonId!;
  const step = params.step !== undefined && /^\d+$/.test(params.step) ? Number(params.step) : null;
  const playtest = useSearchParams()[0].has('playtest');
  const { progress, events, ensure } = useCrawl(id);
  const dungeon = useLive(() => getDungeon(id), [id]);
  const journal = useJournal(id);
  const online = useOnline();
  const [help, setHelp] = useState(false);
  const newItems = useNewItems(id, progress?.inventory);
  useReadStep(id, events, progress?.read_step);

  const keptEventIds = useMemo(() => new Set((journal ?? []).flatMap((j) => (j.event_id ? [j.event_id] : []))), [journal]);
  const loading = progress === undefined || events === undefined || (progress === null && !ensure.settled);
  // The skeleton is not the first screen: what follows it (the write path, the service worker) waits for the crawl.
  useHoldFirstScreen(loading);

  if (loading) {
    return (
      <div className={styles.loading} aria-busy="true" aria-label="Loading the Timeline">
        <Skeleton height={28} width="60%" />
        <Skeleton height={120} />
        <Skeleton height={120} />
      </div>
    );
  }
  if (progress === null) {
    // Never entered (the server has no crawl of it for this player), or its pull failed: one sentence each.
    const failed = online && ensure.error !== null && !ensure.missing;
    return (
      <div className={styles.loading}>
        <Notice tone={failed ? 'error' : 'info'}>
          {!online
            ? 'You are offline and this Timeline is not on your device yet. It will open once you are back online.'
            : failed
              ? `This Timeline could not be opened: ${ensure.error}`
              : 'You have not entered this Timeline yet.'}
        </Notice>
        <ButtonLink to={dungeonPaths.page(id)}>Go to the Timeline</ButtonLink>
      </div>
    );
  }

  const lastGameOver = progress.status === 'game_over' ? findLastOf(events, (r) => r.event.type === 'gameOver') : undefined;
  const initialIndex = step === null ? null : Math.max(0, events.findIndex((r) => r.seq >= step));

  return (
    <>
      <ReadHeader dungeonId={id} name={dungeon?.name ?? 'Timeline'} image={dungeon?.image_url ?? null} progress={progress} />
      <section className={styles.page} aria-label="Timeline">
        <EventFeed rows={events} initialIndex={initialIndex} ctx={{ dungeonId: id, liveGameOverSeq: lastGameOver?.seq ?? null, keptEventIds, onHelp: () => setHelp(true) }} />
        {progress.status === 'active' && <ChoiceInput dungeonId={id} />}
      </section>
      <DungeonFooter dungeonId={id} progress={progress} playtest={playtest} />
      {help && (
        <Suspense fallback={null}>
          <ChecksHelpModal onClose={() => setHelp(false)} />
        </Suspense>
      )}
      {newItems.items.length > 0 && (
        <Suspense fallback={null}>
          <NewItemModal items={newItems.items} onClose={newItems.dismiss} />
        </Suspense>
      )}
    </>
  );
}
