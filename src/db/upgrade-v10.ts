import type { Transaction } from 'dexie';
import type { CardRow } from './rows';

/** A v9 outbox row of the kind version 10 folds into `storyDelete`, spelled out: it must not follow later changes. */
interface V9CustomSagaDelete {
  kind: 'customSagaDelete';
  removed: CardRow[];
  removed_recent?: unknown;
  removed_cards?: CardRow[];
}

/**
 * v10: one write kind deletes a custom story. A 'Delete Custom Adventure?' made from a card and still queued
 * (v9's `customSagaDelete`, the same call) becomes a `storyDelete` whose cards are the ones it took off the
 * list, so it is delivered once after the update and a discard puts them back. Its scope stays: it keeps its
 * place behind the writes queued beside it.
 */
export async function upgradeToV10(tx: Transaction): Promise<void> {
  await tx
    .table('outbox')
    .filter((row: { kind: string }) => row.kind === 'customSagaDelete')
    .modify((row: Omit<V9CustomSagaDelete, 'kind'> & { kind: string }) => {
      row.kind = 'storyDelete';
      row.removed_cards = row.removed;
      row.removed_recent = null;
      delete (row as Partial<V9CustomSagaDelete>).removed;
    });
}
