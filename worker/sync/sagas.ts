/** Saga pages, their cards and their Mythic Echoes: what a saga shows, kept for offline. */
import type { EchoList } from '../../src/contract';
import type { ChronicleDB } from '../../src/db';
import { writeSagaCards } from './cards';
import type { PullSpec } from './pull';

export const sagaSpec = (sagaId: string): PullSpec<'saga'> => ({
  key: `saga:${sagaId}`,
  endpoint: 'saga',
  params: { sagaId },
  tables: (db) => [db.sagas],
  write: async (db, saga) => {
    await db.sagas.put(saga);
  },
  media: (saga) => ({ image: [saga.cover] }),
});

export const sagaCardsSpec = (sagaId: string): PullSpec<'sagaCards'> => ({
  key: `sagaCards:${sagaId}`,
  endpoint: 'sagaCards',
  params: { sagaId },
  // The saga page reads sagaCards; the trading card carousel reads them among the player's cards.
  tables: (db) => [db.sagaCards, db.cards, db.outbox],
  write: async (db, list) => {
    await db.sagaCards.put({ saga_id: sagaId, cards: list.cards });
    await writeSagaCards(db, list);
  },
  media: (list) => ({ image: list.cards.map((c) => c.cover) }),
});

/**
 * Stores a saga's echo list, unless the player's own change to it (a feature, a Scroll of Fate) still
 * waits in the outbox: that stays on screen until its answer comes (`settled`: the write answered now).
 * Call inside a transaction over echoes and the outbox.
 */
export async function writeEchoes(db: ChronicleDB, sagaId: string, list: EchoList, settled: string | null = null): Promise<void> {
  const pending = (await db.echoes.get(sagaId))?.pending_outbox_id ?? null;
  if (pending !== null && pending !== settled && (await db.outbox.get(pending))) return;
  await db.echoes.put({ ...list, saga_id: sagaId, pending_outbox_id: null });
}

export const echoesSpec = (sagaId: string): PullSpec<'sagaEchoes'> => ({
  key: `echoes:${sagaId}`,
  endpoint: 'sagaEchoes',
  params: { sagaId },
  tables: (db) => [db.echoes, db.outbox],
  write: (db, list) => writeEchoes(db, sagaId, list),
  media: (list) => ({ image: list.echoes.map((e) => e.avatar) }),
});
