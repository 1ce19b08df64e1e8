import * as z from 'zod/mini';
import { Id } from '../../src/contract';
import { Refused } from '../result';
import { storyScope } from '../sync/story';
import { writeEchoes } from '../sync/sagas';
import { defineWrite, snippet } from './define';

/**
 * Featuring an echo (subscribers who can, one per chapter): at once it is marked featured and heads the
 * Scroll of Fate; sent in the story's scope, before the choice it is woven into.
 */
export const echoFeature = defineWrite({
  kind: 'echoFeature',
  input: z.object({ saga_id: Id, echo_id: Id }),
  tables: (db) => [db.echoes],

  async prepare({ db }, { saga_id, echo_id }) {
    const list = await db.echoes.get(saga_id);
    const echo = list?.echoes.find((e) => e.echoes_id === echo_id);
    if (!list || !echo) return { ok: false, message: 'That echo is no longer in the list.' };
    return {
      scope: storyScope(saga_id),
      label: `Feature echo: “${snippet(echo.text)}”`,
      async optimistic({ outboxId }) {
        const replaced = (await db.echoes.get(saga_id)) ?? null;
        if (!replaced?.can_feature) throw new Refused('You have already featured an echo in this chapter.');
        const featured = { ...echo, is_featured: true };
        await db.echoes.put({
          ...replaced,
          echoes: [featured, ...replaced.echoes.filter((e) => e.echoes_id !== echo_id)],
          scroll: [featured, ...replaced.scroll.filter((e) => e.echoes_id !== echo_id)],
          can_feature: false,
          pending_outbox_id: outboxId,
        });
        return { kind: 'echoFeature', request: { endpoint: 'echoFeature', params: { sagaId: saga_id, echoId: echo_id }, body: {} }, replaced };
      },
    };
  },

  apply: (db, row, list) => writeEchoes(db, row.request.params.sagaId, list, row.id),

  async rollback(db, row) {
    if (row.replaced) await db.echoes.put(row.replaced);
  },
});
