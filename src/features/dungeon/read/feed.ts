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
 * A card's height before it is measured (px): the virtualiser's estimate, and the room the first screen's list
 * keeps for the cards it does not draw, so that both put every card at the same place.
 */
export const ESTIMATED_CARD = 140;

/**
 * The virtualiser's window (./VirtualFeed) as the feed's list draws it: the cards (by index, in order) with the
 * offset of each in the list (px), the list's height, and the ways to measure a card and to scroll to one.
 */
export interface FeedWindow {
  items: { index: number; offset: number }[];
  height: number;
  measure: (el: HTMLElement | null) => void;
  scrollToIndex: (index: number) => void;
}

export const rowKey = (r: DungeonEventRow) => `${r.seq}:${r.pending_outbox_id ?? ''}`;
