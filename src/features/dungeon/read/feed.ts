import type { DungeonEventRow } from '../../../db';
import type { CardContext } from './cards/EventCard';

/** The crawl's history as the read page gives it to its feed (./EventFeed, ./VirtualFeed). */
export interface FeedProps {
  rows: DungeonEventRow[];
  ctx: Omit<CardContext, 'onEnterRoom'>;
  /** The :step asked for, else null: the newest event. */
  initialIndex: number | null;
}

/**
 * The first screen's plain list as the virtualised feed takes its place (./EventFeed): where the list starts
 * in the document (its scroll margin) and each card's height by row key, measured before the swap.
 */
export interface FirstLayout {
  margin: number;
  sizes: ReadonlyMap<string, number>;
}

/**
 * A card's height before it is measured (px): the virtualiser's estimate, and the room the first screen's
 * list keeps for the cards it does not draw, so both lists put each card at the same place.
 */
export const ESTIMATED_CARD = 140;

export const rowKey = (r: DungeonEventRow) => `${r.seq}:${r.pending_outbox_id ?? ''}`;
