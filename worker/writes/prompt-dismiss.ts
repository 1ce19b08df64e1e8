import * as z from 'zod/mini';
import { Id } from '../../src/contract';
import { done } from '../result';
import { defineWrite } from './define';

/** A prompt modal closed (achievement, rank-up ...): it is not shown again here at once, nor elsewhere once sent. */
export const promptDismiss = defineWrite({
  kind: 'promptDismiss',
  input: z.object({ prompt_id: Id }),
  tables: (db) => [db.prompts],
  async prepare({ db }, { prompt_id }) {
    const prompt = await db.prompts.get(prompt_id);
    if (!prompt || prompt.seen) return done;
    return {
      scope: `prompt:${prompt_id}`,
      label: `Seen: ${prompt.title}`,
      async optimistic() {
        await db.prompts.update(prompt_id, { seen: true });
        return { kind: 'promptDismiss', request: { endpoint: 'promptSeen', params: { id: prompt_id }, body: {} } };
      },
    };
  },
  async apply(db, row) {
    await db.prompts.delete(row.request.params.id);
  },
  async rollback(db, row) {
    await db.prompts.update(row.request.params.id, { seen: false });
  },
});
