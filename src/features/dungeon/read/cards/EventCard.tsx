import { lazy, Suspense } from 'react';
import type { DungeonEventRow } from '../../../../db';
import { collapseLevel } from '../../rules/events';
import { CheckCard } from './CheckCard';
import { FirstToEnterCard } from './FirstToEnterCard';
import { InputCard } from './InputCard';
import { NarrativeCard } from './NarrativeCard';
import { RoomChangeCard } from './RoomChangeCard';

// A crawl's end (its options, the victory), its milestones and the collapse's warnings are on few first
// screens: their code loads when one is shown. A first entry is not (it is the card a Timeline just entered
// opens on), and its code is small: loaded after the first screen, it would grow under the reader's eyes and
// push the choice below it down.
const CollapseCard = lazy(() => import('./CollapseCard').then((m) => ({ default: m.CollapseCard })));
const MilestoneCard = lazy(() => import('./MilestoneCard').then((m) => ({ default: m.MilestoneCard })));
const GameOverCard = lazy(() => import('./GameOverCard').then((m) => ({ default: m.GameOverCard })));
const VictoryCard = lazy(() => import('./VictoryCard').then((m) => ({ default: m.VictoryCard })));

export interface CardContext {
  dungeonId: string;
  /** The seq of the gameOver whose options are offered (the crawl's current end), if any. */
  liveGameOverSeq: number | null;
  keptEventIds: ReadonlySet<string>;
  onHelp: () => void;
  onEnterRoom: (index: number) => void;
}

/** One event of the crawl as its in-play card (in-play §2). */
export function EventCard({ row, index, ctx }: { row: DungeonEventRow; index: number; ctx: CardContext }) {
  const e = row.event;
  switch (e.type) {
    case 'narrativeTextParagraph':
      return <NarrativeCard dungeonId={ctx.dungeonId} event={e} kept={ctx.keptEventIds.has(e.event_id)} />;
    case 'skillCheck':
    case 'combatAttackCheck':
    case 'combatDefenseCheck':
      return <CheckCard event={e} onHelp={ctx.onHelp} />;
    case 'input':
      return <InputCard text={e.text} pendingOutboxId={row.pending_outbox_id} />;
    case 'gameOver':
      return (
        <Suspense fallback={null}>
          <GameOverCard dungeonId={ctx.dungeonId} event={e} live={ctx.liveGameOverSeq === row.seq} />
        </Suspense>
      );
    case 'roomChange':
      return (
        <RoomChangeCard
          from={e.from}
          to={e.to}
          fastTravel={e.fast_travel}
          image={e.image_url ? { url: e.image_url, alt: e.image_alt ?? '' } : null}
          onEnter={() => ctx.onEnterRoom(index)}
        />
      );
    case 'victory':
      return (
        <Suspense fallback={null}>
          <VictoryCard event={e} />
        </Suspense>
      );
    case 'milestone':
      return (
        <Suspense fallback={null}>
          <MilestoneCard title={e.title} text={e.text} />
        </Suspense>
      );
    case 'firstToEnter':
      return <FirstToEnterCard room={e.room} />;
    case 'timelineCollapseWarning':
    case 'timelineCollapseDanger':
    case 'timelineCollapseFinal':
      return (
        <Suspense fallback={null}>
          <CollapseCard level={collapseLevel(e.type)!} text={e.text} actionsAvailable={e.actions_available} />
        </Suspense>
      );
  }
}
