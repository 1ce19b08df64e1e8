/** Trading cards' rules (in-play §3, §4, §6, §9), free of React so node tests run them. */
import type { TradingCard } from '../../contract';
import type { CardTab } from '../../db';

/** in-play §9 Trading card types: fanfiction is a custom card made as a new version of another saga. */
export type CardFaceKind = 'gold' | 'silver' | 'custom' | 'fanfiction';
export const cardFace = (c: Pick<TradingCard, 'type' | 'is_fanfiction'>): CardFaceKind => (c.type === 'custom' && c.is_fanfiction ? 'fanfiction' : c.type);
export const FACE_LABEL: Record<CardFaceKind, string> = { gold: 'Gold', silver: 'Silver', custom: 'Custom', fanfiction: 'Fanfiction' };

/** Gold and silver cards live under originals (in-play, app-shell §2 trading_card_received). */
export const tabOfCard = (c: Pick<TradingCard, 'type'>): CardTab => (c.type === 'custom' ? 'custom' : 'originals');
export const TABS: { tab: CardTab; label: string }[] = [
  { tab: 'originals', label: 'Originals' },
  { tab: 'custom', label: 'Custom' },
];
export const parseTab = (value: string | null): CardTab | null => (value === 'originals' || value === 'custom' ? value : null);

/** The count badge: nothing at 0, an infinity sign when the count is missing (a creator's own card). */
export function countText(count: number | null | undefined): string | null {
  if (count === null || count === undefined) return '∞';
  return count > 0 ? `×${count}` : null;
}

/** A locked card (the player holds none) shows in greyscale. */
export const isLocked = (c: Pick<TradingCard, 'status'>): boolean => c.status === 'locked';

/** Only the creator of a custom card: current user equals created_by and the card is custom (in-play §6). */
export const isCreator = (c: Pick<TradingCard, 'type' | 'created_by'>, meId: string | null | undefined): boolean =>
  c.type === 'custom' && !!meId && c.created_by === meId;

/** What a card offers the player (in-play §6): the creator toggles and versions; any custom card deletes. */
export function cardPermissions(c: Pick<TradingCard, 'type' | 'created_by'>, meId: string | null | undefined) {
  const creator = isCreator(c, meId);
  return { togglePublic: creator, newVersion: creator, delete: c.type === 'custom', openAdventure: true };
}

export const DELETE_TITLE = 'Delete Custom Adventure?';
export const PUBLIC_LABEL = 'Make this adventure public?';
/** in-play §9: the carousel scrolls to the saga's card after 300 ms. */
export const CAROUSEL_SCROLL_DELAY_MS = 300;

/** Where the carousel starts: the card asked for, else the first of the saga, else the first. */
export function carouselStart(cards: readonly Pick<TradingCard, 'card_id' | 'saga_id'>[], at: { cardId?: string | null; sagaId?: string | null }): number {
  const byCard = at.cardId ? cards.findIndex((c) => c.card_id === at.cardId) : -1;
  if (byCard >= 0) return byCard;
  const bySaga = at.sagaId ? cards.findIndex((c) => c.saga_id === at.sagaId) : -1;
  return Math.max(0, bySaga);
}
