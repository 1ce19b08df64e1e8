/** Trading cards as players see them, and how they are earned. */
import type { z } from 'zod';
import type { CardList, CardsQuery, TradingCard } from '../../src/contract';
import { notify } from '../account/notify';
import { fail } from '../http/errors';
import { artUrl } from '../art/urls';
import { type CardRow, cardByAward, customCards, findCard, giveCard, originalCards, sagaCards, setCardPublic } from '../store/sagas/cards';
import { type AdventureContent, listAdventures } from '../store/memories/seeded-memories';
import type { Db } from '../store/db';
import { progressInSeries } from '../store/memories/progress';
import { sagaFor } from '../access/saga-access';

/** A card as `viewerId` sees it: its creator holds an unlimited supply (count null, never locked). */
export function cardView(c: CardRow, viewerId: string): TradingCard {
  const creator = c.type === 'custom' && c.created_by === viewerId;
  return {
  card_id: c.card_id,
  saga_id: c.saga_id,
  name: c.name,
  cover: artUrl(c.art),
  type: c.type,
  is_fanfiction: !!c.is_fanfiction,
  is_custom: c.type === 'custom',
  is_public: !!c.is_public,
  created_by: c.created_by,
  created_by_username: c.created_by_username,
  count: creator ? null : c.count,
  status: creator || c.count > 0 ? 'unlocked' : 'locked',
  award_text: c.award_text,
  };
}

/**
 * Called when a player finishes a Memory adventure (in the transaction of that last choice): its silver
 * card +1, and the Memory's gold card +1 once every adventure of it is finished. A reread finished again counts again.
 */
export async function awardForAdventure(db: Db, userId: string, adventure: AdventureContent, now: number): Promise<void> {
  const silver = await cardByAward(db, `adventure:${adventure.adventure_id}`);
  if (silver) await receiveCard(db, userId, silver, now);
  const ended = new Set((await progressInSeries(db, userId, adventure.series_id)).filter((p) => p.status === 'ended').map((p) => p.adventure_id));
  ended.add(adventure.adventure_id);
  const all = await listAdventures(db, adventure.series_id);
  const gold = await cardByAward(db, `series:${adventure.series_id}`);
  if (gold && all.every((a) => ended.has(a.adventure_id))) await receiveCard(db, userId, gold, now);
}

/** One more of a card, and a trading_card_received notification whose tap opens it (app-shell §2). */
async function receiveCard(db: Db, userId: string, cardId: string, now: number): Promise<void> {
  await giveCard(db, userId, cardId, now);
  const card = (await findCard(db, userId, cardId))!;
  await notify(db, userId, 'trading_card_received', `You received the ${card.type} card “${card.name}”`, { card_id: card.card_id, type: card.type }, now);
}

/** GET /collectible-cards/: the collection by tab; a selected card opens its own tab. */
export async function cardCollection(db: Db, userId: string, query: z.infer<typeof CardsQuery>): Promise<CardList> {
  const found = query.card_id ? await findCard(db, userId, query.card_id) : undefined;
  const selected = found && cardSeen(found, userId) ? found : undefined;
  if (query.card_id && !selected) fail(404, 'That card does not exist.');
  // A trading_card_received notification names only the card: silver and gold live under originals.
  const tab = query.tab ?? (selected?.type === 'custom' ? 'custom' : 'originals');
  const rows = tab === 'originals' ? await originalCards(db, userId) : await customCards(db, userId);
  return { tab, cards: rows.map((c) => cardView(c, userId)), selected_card_id: selected?.card_id ?? null };
}

/** GET /sagas/:id/cards/: a series saga's gold and silver cards, or a custom saga's own card. */
export async function cardsOfSaga(db: Db, userId: string, sagaId: string): Promise<CardList> {
  const ref = await sagaFor(db, userId, sagaId);
  const id = ref.kind === 'series' ? ref.series.saga_id : ref.saga.saga_id;
  return { tab: ref.kind === 'series' ? 'originals' : 'custom', cards: (await sagaCards(db, userId, id)).map((c) => cardView(c, userId)), selected_card_id: null };
}

/** A private custom card is not disclosed to whoever neither made it nor holds it. */
const cardSeen = (card: CardRow, userId: string): boolean => card.type !== 'custom' || card.created_by === userId || !!card.is_public || card.count > 0;

/** Only the creator of a custom card makes it (and their story) public or private. */
export async function setCardVisibility(db: Db, userId: string, cardId: string, isPublic: boolean): Promise<{ message: string }> {
  const card = await findCard(db, userId, cardId);
  if (!card || !cardSeen(card, userId)) fail(404, 'That card does not exist.');
  if (card.type !== 'custom' || card.created_by !== userId) fail(403, 'Only the creator of this adventure can change that.');
  await setCardPublic(db, card.card_id, isPublic);
  return { message: isPublic ? 'Your adventure is now public.' : 'Your adventure is now private.' };
}
