/** Trading cards as players see them, and how they are earned. */
import type { TradingCard } from '../../src/contract';
import { artUrl } from '../art/urls';
import { type CardRow, cardByAward, giveCard } from '../store/sagas/cards';
import { type AdventureContent, listAdventures } from '../store/memories/seeded-memories';
import type { Db } from '../store/db';
import { progressInSeries } from '../store/memories/progress';

export const cardView = (c: CardRow): TradingCard => ({
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
  count: c.count,
  status: c.count > 0 ? 'unlocked' : 'locked',
  award_text: c.award_text,
});

/**
 * Called when a player finishes a Memory adventure (in the transaction of that last choice): its silver
 * card +1, and the Memory's gold card +1 once every adventure of it is finished. A reread finished again counts again.
 */
export function awardForAdventure(db: Db, userId: string, adventure: AdventureContent, now: number): void {
  const silver = cardByAward(db, `adventure:${adventure.adventure_id}`);
  if (silver) giveCard(db, userId, silver, now);
  const ended = new Set(progressInSeries(db, userId, adventure.series_id).filter((p) => p.status === 'ended').map((p) => p.adventure_id));
  ended.add(adventure.adventure_id);
  const all = listAdventures(db, adventure.series_id);
  const gold = cardByAward(db, `series:${adventure.series_id}`);
  if (gold && all.every((a) => ended.has(a.adventure_id))) giveCard(db, userId, gold, now);
}
