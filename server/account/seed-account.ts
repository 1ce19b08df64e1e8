/** Seeds the account domain at start: avatars and codes (upserts), then the demo account once. */
import { GRANTS } from '../../src/contract';
import { AVATARS } from '../content/account/avatars';
import { REDEEM_CODES } from '../content/account/redeem-codes';
import { DEMO, DEMO_AVATARS, DEMO_CARD, DEMO_CODE, DEMO_FOLLOWS, DEMO_FRIEND, DEMO_NOTIFICATIONS, DEMO_RANK_POINTS, DEMO_SELECTED_AVATAR, DEMO_STORY } from '../content/account/demo';
import { earnAvatar, putSelectedAvatar, seedAvatars } from '../store/account/avatars';
import { putLink } from '../store/account/billing';
import { recordRedemption, seedRedeemCodes } from '../store/account/redeem-codes';
import { addToLedger, hasLedgerReason } from '../store/account/ledgers';
import { addFriend, follow } from '../store/account/social';
import { type Db, inTransaction } from '../store/db';
import { giveCard } from '../store/sagas/cards';
import { seedStory } from '../store/sagas/seed-story';
import { findOrCreateUser, isUsernameTaken, updateUser } from '../store/users';
import { notify } from './notify';
import { grantUnlimitedPlay } from './passes';

const DEMO_MARK = 'demo seed';

export async function seedAccount(db: Db, now: number): Promise<void> {
  await inTransaction(db, async (trx) => {
    await seedAvatars(trx, AVATARS);
    await seedRedeemCodes(trx, REDEEM_CODES);
    await seedDemo(trx, now);
  });
}

async function namedUser(db: Db, email: string, username: string, now: number): Promise<string> {
  const user = await findOrCreateUser(db, email, now);
  if (user.username === null && !await isUsernameTaken(db, username, user.user_id)) await updateUser(db, user.user_id, { username, onboarding_state: 2 });
  return user.user_id;
}

/** Once per database: the rank-points row is the mark, so a restart (or a player's play) never re-seeds. */
async function seedDemo(db: Db, now: number): Promise<void> {
  const demo = (await findOrCreateUser(db, DEMO.email, now)).user_id;
  if (await hasLedgerReason(db, 'rank_points', demo, DEMO_MARK)) return;
  await namedUser(db, DEMO.email, DEMO.username, now);
  const friend = await namedUser(db, DEMO_FRIEND.email, DEMO_FRIEND.username, now);
  await addToLedger(db, 'rank_points', demo, DEMO_RANK_POINTS, DEMO_MARK, now);
  for (const id of DEMO_AVATARS) await earnAvatar(db, demo, id, now);
  await putSelectedAvatar(db, demo, DEMO_SELECTED_AVATAR);
  await recordRedemption(db, demo, DEMO_CODE, now);
  await grantUnlimitedPlay(db, demo, GRANTS.freePlayCode.hours, `code ${DEMO_CODE}`, now);
  await putLink(db, demo, 'email', DEMO.email, now);
  await addFriend(db, demo, friend, now);
  for (const creator of DEMO_FOLLOWS) await follow(db, demo, creator, now);
  await seedStory(db, demo, DEMO_STORY, now);
  await giveCard(db, demo, DEMO_CARD, now);
  // One second apart, so the list's newest-first order is stable.
  for (const [i, n] of DEMO_NOTIFICATIONS.entries()) await notify(db, demo, n.type, n.text, n.extra, now - (DEMO_NOTIFICATIONS.length - i) * 1000);
}
