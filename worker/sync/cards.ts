/**
 * Trading cards by tab, and a saga's own cards in the same rows. The creator's public toggles and the deletes still in the
 * outbox stay applied on top of what the server lists.
 */
import type { CardList, TradingCard } from '../../src/contract';
import type { CardRow, CardTab, ChronicleDB } from '../../src/db';
import type { PullSpec } from './pull';

export const tabOf = (card: Pick<TradingCard, 'type'>): CardTab => (card.type === 'custom' ? 'custom' : 'originals');

/** Rows a saga's pull adds that no tab listed yet sort after the tab's own. */
const UNLISTED_POSITION = 1_000_000;

/** The server's cards with the queued writes replayed: deleted ones left out, public toggles applied. */
async function withPending(db: ChronicleDB, cards: readonly CardRow[]): Promise<CardRow[]> {
  const deleted = new Set<string>();
  const publicity = new Map<string, boolean>();
  for (const row of await db.outbox.orderBy('seq').toArray()) {
    if (row.kind === 'storyDelete') row.removed_cards.forEach((c) => deleted.add(c.card_id));
    else if (row.kind === 'cardPublicSet') publicity.set(row.request.params.cardId, row.request.body.is_public);
  }
  return cards.filter((c) => !deleted.has(c.card_id)).map((c) => (publicity.has(c.card_id) ? { ...c, is_public: publicity.get(c.card_id)! } : c));
}

async function writeTab(db: ChronicleDB, list: CardList): Promise<void> {
  const rows = list.cards.map((c, position): CardRow => ({ ...c, tab: tabOf(c), position }));
  await db.cards.where('tab').equals(list.tab).delete();
  await db.cards.bulkPut(await withPending(db, rows));
}

/**
 * A saga's cards (sagas.ts pulls them) join the rows the tabs hold, keeping the tab's order for those it
 * already lists, so the carousel opened from a saga reads them offline. Call inside a transaction over
 * cards and the outbox.
 */
export async function writeSagaCards(db: ChronicleDB, list: CardList): Promise<void> {
  const known = new Map((await db.cards.bulkGet(list.cards.map((c) => c.card_id))).flatMap((r) => (r ? [[r.card_id, r.position] as const] : [])));
  const rows = list.cards.map((c, i): CardRow => ({ ...c, tab: tabOf(c), position: known.get(c.card_id) ?? UNLISTED_POSITION + i }));
  await db.cards.bulkPut(await withPending(db, rows));
}

export const cardsSpec = (tab: CardTab): PullSpec<'collectibleCards'> => ({
  key: `cards:${tab}`,
  endpoint: 'collectibleCards',
  query: { tab },
  tables: (db) => [db.cards, db.outbox],
  write: writeTab,
  media: (list) => ({ image: list.cards.map((c) => c.cover) }),
});
