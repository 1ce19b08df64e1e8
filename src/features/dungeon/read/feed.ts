import type { DungeonEventRow } from '../../../db';
import type { CardContext } from './cards/EventCard';

/** The crawl's history as the read page gives it to its feed (./EventFeed, ./VirtualFeed). */
export interface FeedProps {
  rows: DungeonEventRow[];
  ctx: Omit<CardContext, 'onEnterRoom'>;
  /** The :step asked for, else null: the newest event. */
  initialIndex: number | null;
}

export const rowKey = (r: DungeonEventRow) => `${r.seq}:${r.pending_outbox_id ?? ''}`;
