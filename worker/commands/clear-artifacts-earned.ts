import { done, failedOnline } from '../result';
import { defineCommand } from './define';

/** The 'Artifact Earned!' modal was seen: online, so that the next crawl pull does not bring them back. */
export const clearArtifactsEarned = defineCommand({
  name: 'clearArtifactsEarned',
  input: [],
  async run({ db, http }) {
    const out = await http.call('artifactEarnedClear', { body: {} });
    if (out.kind !== 'ok') return failedOnline(out);
    await db.dungeonProgress.toCollection().modify({ artifacts_earned: [] });
    return done;
  },
});
