/**
 * Deleting an account erases every row of the player. A Historian plays everything (the four Timelines,
 * every Memory, a custom story, comments and replies in each kind of thread, ratings, codes, referrals,
 * friends, blocks, a report, the paid plan and its portal ...), another player answers and refers; then the
 * account is deleted and every cell of every table the schema lists (a table added later included) is
 * searched for anything of theirs.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { api } from '../../../src/contract';
import { creators, memories } from '../../../server/content';
import { DUNGEONS } from '../../../server/content/dungeons';
import { type Db, dialectOf } from '../../../server/store/db';
import { CONSTANTINOPLE_SCRIPT, HAARLEM_SCRIPT, LIBRARY_SCRIPT, SAMARKAND_SCRIPT, THINGVELLIR_SCRIPT } from '../../engine/scripts';
import { signIn } from './helpers';
import { type Historian, historian, playScript } from '../dungeons/helpers';
import { mailboxCode, server, rawValue, rawValues, tableColumns, tableNames } from '../helpers';

const SCRIPTS = { 'library-burned-twice': LIBRARY_SCRIPT, 'night-market-samarkand': SAMARKAND_SCRIPT, 'chain-golden-horn': CONSTANTINOPLE_SCRIPT, 'tulip-haarlem': HAARLEM_SCRIPT, 'cloak-law-rock': THINGVELLIR_SCRIPT };

/** Every table of the schema with the rows in which any cell holds one of `needles` (ids contained, a name equal). */
async function rowsHolding(db: Db, needles: { contained: string[]; equal: string[] }): Promise<Record<string, number>> {
  const found: Record<string, number> = {};
  const tables = (await tableNames(db)).filter((t) => !t.startsWith('sqlite_'));
  const inside = dialectOf(db) === 'postgres' ? 'strpos' : 'instr';
  for (const table of tables) {
    const columns = (await tableColumns(db, table)).map((c) => `"${c}"`);
    const contained = columns.flatMap((c) => needles.contained.map(() => `${inside}(CAST(${c} AS TEXT), ?) > 0`));
    const equal = columns.flatMap((c) => needles.equal.map(() => `CAST(${c} AS TEXT) = ?`));
    const params = [...columns.flatMap(() => needles.contained), ...columns.flatMap(() => needles.equal)];
    const n = Number(await rawValue(db, `SELECT count(*) FROM "${table}" WHERE ${[...contained, ...equal].join(' OR ')}`, ...params));
    if (n > 0) found[table] = n;
  }
  return found;
}

describe('deleting an account', () => {
  let app: FastifyInstance;
  let ada: Historian;
  let bo: Historian;
  let needles: { contained: string[]; equal: string[] };
  let before: Record<string, number>;
  let boComment: string;
  let boReplyToAda: string;
  let adaCode: string;

  beforeAll(async () => {
    ({ app } = await server({ seedFor: (_user, dungeonId) => (dungeonId === 'night-market-samarkand' ? 2 : 1) }));
    ada = await historian(app, 'ada');
    bo = await historian(app, 'bo');
    const form = (url: string, payload: string) => app.inject({ method: 'POST', url, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload });

    // An ad watched before the plan (the plan is ad-free), then the plan through the test checkout, and its portal.
    await ada.call(api.watchAd, {}, {});
    await ada.inject({ method: 'POST', url: '/api/auth/magic-code/request/', payload: { email: 'ada@example.com', is_temp_user: true } });
    await ada.call(api.linkAccount, {}, { email: 'ada@example.com', code: await mailboxCode(app, 'ada@example.com') });
    const checkout = new URL((await ada.call(api.createCustomerSession)).checkout_url, 'http://x').searchParams.get('session')!;
    await form('/api/billing/test-checkout/complete', `session=${checkout}&confirm=yes`);
    const portal = new URL((await ada.call(api.billingPortal)).portal_url, 'http://x').searchParams.get('session')!;
    await form('/api/billing/test-portal/cancel', `session=${portal}&confirm=yes`);

    for (const t of DUNGEONS) {
      await ada.call(api.dungeonStart, { id: t.dungeon_id }, { restart: false, artifacts: [] });
      for (const step of SCRIPTS[t.dungeon_id as keyof typeof SCRIPTS]) await playScript(app, ada, t.dungeon_id, [step]);
      await ada.call(api.dungeonJournalCustom, { id: t.dungeon_id }, { text: 'Ada was here.' });
    }
    for (const m of memories) {
      for (const a of m.adventures) {
        await ada.call(api.adventureStart, { id: a.adventure_id }, { restart: false });
        for (const [i, chapter] of a.chapters.entries()) {
          if (chapter.moment) await ada.call(api.adventureContinue, { id: a.adventure_id }, { chapter: i + 1, choice: chapter.moment.branches[0]!.label });
        }
      }
    }
    await ada.call(api.claimRankRewards, {}, {});
    for (const p of (await ada.call(api.prompts)).prompts) await ada.inject({ method: 'POST', url: `/api/user/prompts/${p.prompt_id}/seen/` });
    const story = await ada.call(api.createCustomSaga, {}, { premise: 'A lighthouse keeper finds a door in the sea that opens only at low tide' });
    await ada.call(api.storyTurn, { storyId: story.story_id }, { text: 'I open the door' });
    const memory = memories[0]!;
    const dungeon = DUNGEONS[0]!.dungeon_id;
    const adaComment = await ada.call(api.dungeonAddComment, { dungeonId: dungeon }, { text: 'The harbour steps at night!' });
    await ada.call(api.sagaAddComment, { sagaId: memory.saga_id }, { text: 'A fine saga.' });
    await ada.call(api.sagaAddComment, { sagaId: story.saga_id }, { text: 'My own story.' });
    await ada.call(api.adventureAddComment, { id: memory.adventures[0]!.adventure_id }, { chapter: 1, text: 'A fine chapter.' });
    await ada.call(api.rate, {}, { target_type: 'dungeon', target_id: dungeon, rating: 5, comment: 'Loved it' });
    await ada.call(api.rate, {}, { target_type: 'saga', target_id: story.saga_id, rating: 4 });
    await ada.call(api.storyFeedback, {}, { rating: 5, comment: 'Lovely', target_id: story.saga_id });
    await ada.call(api.sessionFeedback, {}, { reaction: 'Wonderful', report: 'A good evening.' });
    await ada.call(api.dontAskAgain, {}, { option: 'install_app' });
    await ada.call(api.claimBonus, {}, { task: 'post_comment' });
    await ada.call(api.follow, { name: creators[0]!.page_name }, {});
    await ada.call(api.redeemCode, {}, { code: 'LANTERNLIGHT' });
    await ada.call(api.purchase, {}, { product: 'restart_room', context: { dungeon_id: dungeon } });
    await ada.call(api.readAllNotifications, {}, {});
    await ada.call(api.awardAvatar, {}, { avatar_name: 'Share Reddit' });

    // The other player: referred by her, friends both ways, answers her, is reported by her and reports her.
    adaCode = (await ada.call(api.getUser)).referral_code;
    await bo.call(api.useReferralCode, { code: adaCode }, {});
    // Keyed, as the outbox sends them: stored answers, one of them another player's that names her.
    await bo.call(api.addFriend, {}, { query: 'ada' }, 'bo-adds-ada');
    await ada.call(api.addFriend, {}, { query: 'bo' }, 'ada-adds-bo');
    boReplyToAda = (await bo.call(api.dungeonAddComment, { dungeonId: dungeon }, { text: 'Agreed!', parent_id: adaComment.comment_id })).comment_id;
    boComment = (await bo.call(api.dungeonAddComment, { dungeonId: dungeon }, { text: 'My own thought.' })).comment_id;
    await ada.call(api.dungeonAddComment, { dungeonId: dungeon }, { text: 'Indeed.', parent_id: boComment });
    await ada.call(api.reportComment, { commentId: boComment }, { reason: 'spam' });
    await bo.call(api.reportComment, { commentId: adaComment.comment_id }, { reason: 'other', note: 'Rude' });
    await bo.call(api.blockUser, { userId: ada.userId }, {});

    const owned = ((await rawValues(app.ctx.db, 'SELECT saga_id FROM custom_sagas WHERE owner_id = ?', ada.userId)) as string[]).concat(story.story_id);
    needles = { contained: [ada.userId, 'ada@example.com', ...owned], equal: ['ada'] };
    before = await rowsHolding(app.ctx.db, needles);
  }, 300_000);

  it('the player had rows in most of the schema before', () => {
    expect(Object.keys(before).length).toBeGreaterThanOrEqual(45);
    for (const t of ['users', 'comments', 'comment_reports', 'subscriptions', 'play_passes', 'dungeon_crawls', 'adventure_choices', 'custom_sagas', 'friends', 'blocks', 'referrals', 'idempotency_keys']) {
      expect(before[t], t).toBeGreaterThan(0);
    }
  });

  it('asks for the word, then erases every row of the player in every table, and signs every session out', async () => {
    const refresh = await rawValue(app.ctx.db, 'SELECT count(*) FROM refresh_tokens WHERE user_id = ?', ada.userId);
    expect(refresh).toBeGreaterThan(0);
    const wrong = await ada.inject({ method: 'POST', url: '/api/user/delete-account/', payload: { confirm: 'delete' } });
    expect(wrong.statusCode).toBe(400);
    expect(await rowsHolding(app.ctx.db, needles)).toEqual(before);

    expect(await ada.call(api.deleteAccount, {}, { confirm: 'DELETE' }, 'key-of-the-deletion')).toEqual({ message: 'Your account and everything of it have been deleted.' });
    expect(await rowsHolding(app.ctx.db, needles)).toEqual({});
    expect((await ada.inject({ method: 'GET', url: '/api/user/' })).statusCode).toBe(401);
    expect((await ada.inject({ method: 'POST', url: '/api/user/delete-account/', payload: { confirm: 'DELETE' }, headers: { 'idempotency-key': 'key-of-the-deletion' } })).statusCode).toBe(401);
  });

  it("keeps the others' rows, but a reply under her comment went with it", async () => {
    const db = app.ctx.db;
    expect(await rawValue(db, 'SELECT count(*) FROM users WHERE user_id = ?', bo.userId)).toBe(1);
    // His week of unlimited play from her referral stays his; whose it was is gone.
    expect(await rawValues(db, "SELECT source FROM play_passes WHERE user_id = ? AND source LIKE '%referral%' ORDER BY id", bo.userId)).toEqual(['referral a deleted account', 'limited referral a deleted account']);
    expect(await rawValue(db, 'SELECT count(*) FROM comments WHERE comment_id = ?', boComment)).toBe(1);
    expect(await rawValue(db, 'SELECT count(*) FROM comments WHERE comment_id = ?', boReplyToAda)).toBe(0);
    expect((await bo.call(api.getUser)).blocked_users).toEqual([]);
  });

  it('the same email signs in as a new Historian, with nothing of before', async () => {
    const again = await signIn(app, 'ada@example.com');
    const me = await again.call(api.getUser);
    expect(me.user_id).not.toBe(ada.userId);
    expect([me.username, me.subscription, me.subscription_active, me.referral_code]).toEqual([null, null, false, expect.not.stringMatching(adaCode)]);
  });
});
