/** Trading cards (in-play §3, §7): gold and silver cards of the seeded Memories, and one custom card per custom saga. */
import * as z from 'zod/mini';
import { Id, MessageResponse } from '../common';
import { endpoint } from '../endpoint';

export const CardType = z.enum(['gold', 'silver', 'custom']);
export const CardTab = z.enum(['originals', 'custom']);

export const TradingCard = z.object({
  card_id: Id,
  saga_id: Id,
  name: z.string(),
  cover: z.string(),
  type: CardType,
  is_fanfiction: z.boolean(),
  is_custom: z.boolean(),
  is_public: z.boolean(),
  /** The creator's user id; null for seeded cards. */
  created_by: z.nullable(Id),
  created_by_username: z.nullable(z.string()),
  /**
   * How many the viewer holds; 0 shows nothing (and the card locked). null: no limit — the creator of a
   * custom card hands out as many as they like — shown as an infinity sign.
   */
  count: z.nullable(z.int().check(z.gte(0))),
  /** 'locked' (greyscale) while the viewer holds none (never for a card's creator). */
  status: z.enum(['locked', 'unlocked']),
  /** How the card is earned, shown under a locked card. */
  award_text: z.string(),
});
export type TradingCard = z.infer<typeof TradingCard>;

/**
 * GET /collectible-cards/?tab=&card_id= — originals: every seeded card; custom: the viewer's own custom
 * cards (not those they deleted), those they hold, and the public ones, less the cards the viewer removed
 * from their collection (DELETE /sagas/{id}/custom/ by someone who is not the creator). card_id (from a trading_card_received notification) picks the
 * tab when tab is absent and comes back as selected_card_id.
 */
export const CardsQuery = z.object({ tab: z.optional(CardTab), card_id: z.optional(Id) });
export const CardList = z.object({ tab: CardTab, cards: z.array(TradingCard), selected_card_id: z.nullable(Id) });
export type CardList = z.infer<typeof CardList>;

export const CardPublic = z.object({ is_public: z.boolean() });

export const cardsApi = {
  collectibleCards: endpoint({ method: 'GET', path: '/collectible-cards/', query: CardsQuery, response: CardList }),
  cardPublic: endpoint({ method: 'PATCH', path: '/collectible-cards/:cardId/public/', body: CardPublic, response: MessageResponse }),
} as const;
