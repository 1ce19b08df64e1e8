/** Trading cards by tab and by saga, in the order the server listed them. */
import { useEffect, useRef } from 'react';
import { db, type CardRow, type CardTab } from '../../db';
import { useEnsure } from '../../lib/useEnsure';
import { useLive } from '../../lib/useLive';
import { sync } from '../../worker-client';

export const listTab = (tab: CardTab): Promise<CardRow[]> => db.cards.where('tab').equals(tab).sortBy('position');
export const listSaga = (sagaId: string): Promise<CardRow[]> => db.cards.where('saga_id').equals(sagaId).sortBy('position');
export const getCard = async (cardId: string) => (await db.cards.get(cardId)) ?? null;

/**
 * One tab's cards. A card asked for by id (a trading_card_received tap) that the device does not hold yet
 * is newer than the last pull: the tab is pulled again, once.
 */
export function useCardTab(tab: CardTab, cardId: string | null) {
  const cards = useLive(() => listTab(tab), [tab]);
  const ensure = useEnsure({ kind: 'cards', tab });
  const refreshed = useRef<string | null>(null);
  const missing = !!cardId && ensure.settled && cards !== undefined && !cards.some((c) => c.card_id === cardId);
  useEffect(() => {
    if (!missing || refreshed.current === `${tab}:${cardId}`) return;
    refreshed.current = `${tab}:${cardId}`;
    void sync.refresh({ kind: 'cards', tab });
  }, [missing, tab, cardId]);
  return { cards, ensure };
}

export const useCard = (cardId: string | null) => useLive(() => (cardId ? getCard(cardId) : Promise.resolve(null)), [cardId]);

export function useSagaCards(sagaId: string) {
  const cards = useLive(() => listSaga(sagaId), [sagaId]);
  const ensure = useEnsure({ kind: 'sagaCards', id: sagaId });
  return { cards, ensure };
}
