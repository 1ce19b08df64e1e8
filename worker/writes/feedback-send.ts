import { SessionFeedback } from '../../src/contract';
import { addNotice } from '../sync/notices';
import { defineWrite, snippet } from './define';

/** The session feedback sheet: the reactions chosen and the report, kept until sent; the server's thanks shows as a notice. */
export const feedbackSend = defineWrite({
  kind: 'feedbackSend',
  input: SessionFeedback,
  tables: (db) => [db.notices],

  async prepare(_ctx, body) {
    return {
      scope: 'feedback',
      label: `Feedback: “${snippet(body.report)}”`,
      async optimistic() {
        return { kind: 'feedbackSend', request: { endpoint: 'sessionFeedback', params: {}, body } };
      },
    };
  },

  async apply(db, row, answer) {
    await addNotice(db, answer.message, 'success', row.createdAt);
  },

  // Nothing was shown at once, so there is nothing to undo.
  async rollback() {},
});
