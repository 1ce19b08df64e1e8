import { failedOnline, ok } from '../result';
import { defineCommand } from './define';

/** PUT /historian-rank/rewards/: claims every earned rank reward (online); the answer's rank replaces the local one. */
export const claimRankRewards = defineCommand({
  name: 'claimRankRewards',
  input: [],
  async run({ db, http }) {
    const out = await http.call('claimRankRewards', { body: {} });
    if (out.kind !== 'ok') return failedOnline(out);
    const kinds = new Set(out.data.claimed.map((r) => r.type));
    await db.transaction('rw', [db.rank, db.dungeonProgress, db.syncState], async () => {
      await db.rank.put({ ...out.data.rank, id: 'me' });
      // A claimed perk changes what every stored crawl offers: a free room restart at once, and the game over's
      // resurrection status is no longer fresh, so the screen's ensure reads it again when it shows.
      if (kinds.has('free_room_restart')) await db.dungeonProgress.toCollection().modify({ free_room_restart_available: true });
      if (kinds.has('free_resurrection')) await db.syncState.where('resource').startsWith('resurrectionStatus:').delete();
    });
    return ok({ claimed: out.data.claimed.length });
  },
});
