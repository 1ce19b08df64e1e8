import type { DungeonEventRow } from '../../../../db';
import { collapseLevel } from '../../rules/events';
import { CheckCard } from './CheckCard';
import { CollapseCard } from './CollapseCard';
import { FirstToEnterCard } from './FirstToEnterCard';
import { GameOverCard } from './GameOverCard';
import { InputCard } from './InputCard';
import { MilestoneCard } from './MilestoneCard';
import { NarrativeCard } from './NarrativeCard';
import { RoomChangeCard } from './RoomChangeCard';
import { VictoryCard } from './VictoryCard';

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
      return <GameOverCard dungeonId={ctx.dungeonId} event={e} live={ctx.liveGameOverSeq === row.seq} />;
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
      return <VictoryCard event={e} />;
    case 'milestone':
      return <MilestoneCard title={e.title} text={e.text} />;
    case 'firstToEnter':
      return <FirstToEnterCard room={e.room} />;
    case 'timelineCollapseWarning':
    case 'timelineCollapseDanger':
    case 'timelineCollapseFinal':
      return <CollapseCard level={collapseLevel(e.type)!} text={e.text} actionsAvailable={e.actions_available} />;
  }
}
