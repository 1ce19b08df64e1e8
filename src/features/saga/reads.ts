/** A saga page and its trading cards as the device holds them. */
import { db, type SagaCardsRow, type SagaRow } from '../../db';
import { useEnsure, useEnsured } from '../../lib/useEnsure';
import { useLive } from '../../lib/useLive';

export const getSaga = async (sagaId: string): Promise<SagaRow | null> => (await db.sagas.get(sagaId)) ?? null;
export const getSagaCards = async (sagaId: string): Promise<SagaCardsRow | null> => (await db.sagaCards.get(sagaId)) ?? null;

export function useSaga(sagaId: string) {
  const { value: saga, ensure } = useEnsured({ kind: 'saga', id: sagaId }, () => getSaga(sagaId), [sagaId]);
  return { saga, ensure };
}

export function useSagaCards(sagaId: string) {
  const cards = useLive(() => getSagaCards(sagaId), [sagaId]);
  useEnsure({ kind: 'sagaCards', id: sagaId });
  return cards;
}
