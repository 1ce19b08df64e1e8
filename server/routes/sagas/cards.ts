/** Trading cards: the collection by tab, and making a custom card public (its creator only). */
import type { FastifyInstance } from 'fastify';
import { api } from '../../../src/contract';
import { fail } from '../../http/errors';
import { route } from '../../http/route';
import { customCards, findCard, originalCards, setCardPublic } from '../../store/sagas/cards';
import { cardView } from '../../sagas/cards';

export function cardRoutes(app: FastifyInstance): void {
  route(app, api.collectibleCards, ({ ctx, userId, query }) => {
    const selected = query.card_id ? findCard(ctx.db, userId, query.card_id) : undefined;
    if (query.card_id && !selected) fail(404, 'That card does not exist.');
    // A trading_card_received notification names only the card: silver and gold live under originals.
    const tab = query.tab ?? (selected?.type === 'custom' ? 'custom' : 'originals');
    const rows = tab === 'originals' ? originalCards(ctx.db, userId) : customCards(ctx.db, userId);
    return { tab, cards: rows.map(cardView), selected_card_id: selected?.card_id ?? null };
  });

  route(app, api.cardPublic, ({ ctx, userId, params, body }) => {
    const card = findCard(ctx.db, userId, params.cardId ?? '') ?? fail(404, 'That card does not exist.');
    if (card.type !== 'custom' || card.created_by !== userId) fail(403, 'Only the creator of this adventure can change that.');
    setCardPublic(ctx.db, card.card_id, body.is_public);
    return { message: body.is_public ? 'Your adventure is now public.' : 'Your adventure is now private.' };
  });
}
