import { DontAskAgain } from '../../src/contract';
import { done } from '../result';
import { defineWrite } from './define';

/**
 * 'Don't ask me again' on an option panel of the subscribe/continue modal (in-play §4): the option leaves
 * the player's list at once (User.dont_ask_again); discarding the write brings it back.
 */
export const subscribeOptionDismiss = defineWrite({
  kind: 'subscribeOptionDismiss',
  input: DontAskAgain,
  tables: (db) => [db.user],
  async prepare({ db }, body) {
    const me = await db.user.get('me');
    if (me?.dont_ask_again?.includes(body.option)) return done;
    return {
      scope: 'user:dont-ask-again',
      label: 'Don’t ask me again',
      async optimistic() {
        const current = await db.user.get('me');
        const had = current?.dont_ask_again?.includes(body.option) ?? false;
        if (current && !had) await db.user.update('me', { dont_ask_again: [...(current.dont_ask_again ?? []), body.option] });
        return { kind: 'subscribeOptionDismiss', request: { endpoint: 'dontAskAgain', params: {}, body }, had };
      },
    };
  },
  async apply(db, _row, answer) {
    await db.user.update('me', { dont_ask_again: answer.dont_ask_again });
  },
  async rollback(db, row) {
    const me = await db.user.get('me');
    if (row.had || !me) return;
    await db.user.update('me', { dont_ask_again: (me.dont_ask_again ?? []).filter((o) => o !== row.request.body?.option) });
  },
});
