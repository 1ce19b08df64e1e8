import * as z from 'zod/mini';
import { EchoConfirm, Id } from '../../src/contract';
import { storyScope } from '../sync/story';
import { writeEchoes } from '../sync/sagas';
import { defineWrite } from './define';

/**
 * The Scroll of Fate confirmed — the echoes kept for the next chapter — or a solo adventure chosen: shown at
 * once, sent in the story's scope, so the choice after it is told with them.
 */
export const echoesConfirm = defineWrite({
  kind: 'echoesConfirm',
  input: z.extend(EchoConfirm, { saga_id: Id }),
  tables: (db) => [db.echoes],

  async prepare({ db }, { saga_id, echoes, adventure_mode }) {
    const kept = adventure_mode === 'solo' ? 0 : echoes.length;
    return {
      scope: storyScope(saga_id),
      label: kept === 0 ? 'Play solo' : `Scroll of Fate: ${kept} echo${kept === 1 ? '' : 'es'}`,
      async optimistic({ outboxId }) {
        const replaced = (await db.echoes.get(saga_id)) ?? null;
        if (replaced) {
          const known = new Map([...replaced.scroll, ...replaced.echoes].map((e) => [e.echoes_id, e]));
          const scroll = adventure_mode === 'solo' ? [] : echoes.flatMap((id) => known.get(id) ?? []);
          await db.echoes.put({ ...replaced, scroll, adventure_mode, pending_outbox_id: outboxId });
        }
        return { kind: 'echoesConfirm', request: { endpoint: 'echoesConfirm', params: { sagaId: saga_id }, body: { echoes, adventure_mode } }, replaced };
      },
    };
  },

  apply: (db, row, list) => writeEchoes(db, row.request.params.sagaId, list, row.id),

  async rollback(db, row) {
    if (row.replaced) await db.echoes.put(row.replaced);
  },
});
