/**
 * Seeds the Historians who played before anyone else, and their choices at every moment: a new player
 * is offered six choices of others (in-play §3, §9) from the first start. Idempotent: a Historian keeps
 * the name they have, a choice already seeded stays as it is.
 */
import { OTHER_CHOICES, OTHER_HISTORIANS } from '../content/memories/other-historians';
import { type Db, inTransaction } from '../store/db';
import { seedChoice } from '../store/memories/progress';
import { findAdventure } from '../store/memories/seeded-memories';
import { findOrCreateUser, isUsernameTaken, updateUser } from '../store/users';
import { matchBranch } from './choice-match';

const DAY = 86_400_000;

export async function seedOtherHistorians(db: Db, now: number): Promise<void> {
  await inTransaction(db, async (trx) => {
    const ids = new Map<string, string>();
    for (const h of OTHER_HISTORIANS) {
      const user = await findOrCreateUser(trx, h.email, now);
      if (user.username === null && !(await isUsernameTaken(trx, h.username, user.user_id))) await updateUser(trx, user.user_id, { username: h.username, onboarding_state: 2 });
      ids.set(h.key, user.user_id);
    }
    for (const moment of OTHER_CHOICES) {
      const branches = (await findAdventure(trx, moment.adventure_id))?.chapters[moment.chapter - 1]?.moment?.branches;
      if (!branches) throw new Error(`No moment at ${moment.adventure_id} chapter ${moment.chapter} for the seeded choices`);
      // A day apart, the last one newest: the offered list shows the latest first, as it will for players.
      for (const [i, [key, choice]] of moment.choices.entries()) {
        const userId = ids.get(key) ?? fail(key);
        const match = matchBranch(choice, branches);
        if (match.kind !== 'branch') throw new Error(`The seeded choice "${choice}" at ${moment.adventure_id} chapter ${moment.chapter} means no one branch`);
        const branch_key = branches[match.index]!.key;
        await seedChoice(trx, userId, moment.adventure_id, { chapter: moment.chapter, choice, branch_key }, now - (moment.choices.length - i) * DAY);
      }
    }
  });
}

function fail(key: string): never {
  throw new Error(`Unknown seeded Historian ${key}`);
}
