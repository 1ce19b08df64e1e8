import { AvatarAward } from '../../src/contract';
import { addNotice } from '../sync/notices';
import { defineWrite } from './define';

/**
 * A share reward (in-play §4 Share dialog): recorded for each platform the player shared to once the
 * dialog closes after a copy. What it earned, if anything new, is the server's `detail`, kept as a notice;
 * the player (and their avatars) are pulled again, as the dialog's "refresh about 500 ms later" asks.
 */
export const shareRewardRecord = defineWrite({
  kind: 'shareRewardRecord',
  input: AvatarAward,
  tables: (db) => [db.notices],

  async prepare(_ctx, body) {
    return {
      scope: 'share',
      label: `Share reward: ${body.avatar_name.replace('Share ', '')}`,
      async optimistic() {
        return { kind: 'shareRewardRecord', request: { endpoint: 'awardAvatar', params: {}, body } };
      },
    };
  },

  async apply(db, row, answer) {
    if (answer.detail) await addNotice(db, answer.detail, 'success', row.createdAt);
  },

  // Nothing was shown at once, so there is nothing to undo.
  async rollback() {},

  refreshAfter: () => [{ kind: 'user' }, { kind: 'avatars' }],
});
