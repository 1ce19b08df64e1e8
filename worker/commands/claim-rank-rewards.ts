import { failedOnline, ok } from '../result';
import { defineCommand } from './define';

/** PUT /historian-rank/rewards/: claims every earned rank reward (online); the answer's rank replaces the local one. */
export const claimRankRewards = defineCommand({
  name: 'claimRankRewards',
  input: [],
  async run({ db, http }) {
    const out = await http.call('claimRankRewards', { body: {} });
    if (out.kind !== 'ok') return failedOnline(out);
    await db.rank.put({ ...out.data.rank, id: 'me' });
    return ok({ claimed: out.data.claimed.length });
  },
});
