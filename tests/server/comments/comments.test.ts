import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { api, type Comment, type CommentList, THREAD_PAGE } from '../../../src/contract';
import { glassblowersOath } from '../../../server/content/memories/glassblowers-oath';
import { discussionCount } from '../../../server/comments/counts';
import { attempt, type Caller, type Clock, getWith, player, server, tableNames, userIdOf, rawRun } from '../helpers';

let app: FastifyInstance;
let clock: Clock;
afterEach(() => app.close());

const dungeon = 'library-burned-twice';
const adventure = 'glassblowers-oath-1';

describe('threads', () => {
  it('dungeon comments with replies, spoiler flags and plain text kept as typed', async () => {
    ({ app } = await server());
    const ada = await player(app, 'ada@example.com');
    const bo = await player(app, 'bo@example.com');
    const html = '<b>The librarian</b> is the thief <script>alert(1)</script>';
    const top = await ada.call(api.dungeonAddComment, { dungeonId: dungeon }, { text: html, is_spoiler: true }, 'c-1');
    expect(await ada.call(api.dungeonAddComment, { dungeonId: dungeon }, { text: html, is_spoiler: true }, 'c-1')).toEqual(top);
    expect(top).toMatchObject({ kind: 'dungeon', target_id: dungeon, chapter: null, text: html, is_spoiler: true, reply_count: 0 });
    const reply = await bo.call(api.dungeonAddComment, { dungeonId: dungeon }, { text: 'No way!', parent_id: top.comment_id });
    const list = await ada.call(api.dungeonComments, { dungeonId: dungeon });
    expect(list.comments.map((c) => [c.comment_id, c.reply_count])).toEqual([[top.comment_id, 1]]);
    expect(list.count).toBe(2);
    const replies = await ada.call(api.commentReplies, { commentId: top.comment_id });
    expect(replies.comments).toMatchObject([{ comment_id: reply.comment_id, parent_id: top.comment_id, user: { username: 'bo' } }]);
    expect(await discussionCount(app.ctx.db, 'dungeon', dungeon)).toBe(2);
    expect((await attempt(ada, 'POST', `/dungeon/${dungeon}/add-comment/`, { text: 'x', parent_id: 'nope' })).status).toBe(400);
    expect((await attempt(ada, 'GET', '/dungeon/nope/comments/')).status).toBe(404);
    expect((await attempt(ada, 'GET', '/comments/nope/replies/')).status).toBe(404);
  });

  it('adventure chapter comments: listed by chapter, counted per chapter, and shown in the Adventure view', async () => {
    ({ app } = await server());
    const ada = await player(app, 'ada@example.com');
    const c1 = await ada.call(api.adventureAddComment, { id: adventure }, { chapter: 1, text: 'The mirror!' }, 'ac-1');
    expect(await ada.call(api.adventureAddComment, { id: adventure }, { chapter: 1, text: 'The mirror!' }, 'ac-1')).toEqual(c1);
    await ada.call(api.adventureAddComment, { id: adventure }, { chapter: 2, text: 'Poor Isotta', is_spoiler: true });
    // A reply belongs to its parent's chapter.
    await ada.call(api.adventureAddComment, { id: adventure }, { chapter: 2, text: 'Indeed', parent_id: c1.comment_id });
    const chapter1 = await getWith(ada, api.adventureComments, `/ac/${adventure}/comments/`, { chapter: '1' });
    expect(chapter1.comments.map((c) => c.text)).toEqual(['The mirror!']);
    expect(chapter1.count).toBe(2);
    expect(chapter1.chapter_counts).toEqual([
      { chapter_num: 1, count: 2 },
      { chapter_num: 2, count: 1 },
    ]);
    const view = await ada.call(api.adventure, { id: adventure });
    expect(view.chapters[0]!.comment_count).toBe(2);
    expect(await discussionCount(app.ctx.db, 'adventure', adventure)).toBe(3);
    expect(await discussionCount(app.ctx.db, 'series', 'glassblowers-oath')).toBe(3);
    expect((await attempt(ada, 'POST', `/ac/${adventure}/add-comment/`, { chapter: 99, text: 'x' })).status).toBe(400);
    expect((await attempt(ada, 'POST', `/ac/${adventure}/add-comment/`, { chapter: 1, text: '   ' })).status).toBe(400);
  });

  it('replies of a saga comment, through the same replies call', async () => {
    ({ app } = await server());
    const ada = await player(app, 'ada@example.com');
    const top = await ada.call(api.sagaAddComment, { sagaId: 'saga-glassblowers-oath' }, { text: 'Loved it' });
    await ada.call(api.sagaAddComment, { sagaId: 'saga-glassblowers-oath' }, { text: 'Me too', parent_id: top.comment_id });
    const replies = await ada.call(api.commentReplies, { commentId: top.comment_id });
    expect(replies.comments).toMatchObject([{ kind: 'saga', target_id: 'saga-glassblowers-oath', text: 'Me too' }]);
    expect(await discussionCount(app.ctx.db, 'saga', 'saga-glassblowers-oath')).toBe(2);
  });

  it('comments of a blocked player are hidden from the blocker only', async () => {
    ({ app } = await server());
    const ada = await player(app, 'ada@example.com');
    const bo = await player(app, 'bo@example.com');
    const cy = await player(app, 'cy@example.com');
    await bo.call(api.dungeonAddComment, { dungeonId: dungeon }, { text: 'rude words' });
    const db = app.ctx.db;
    const table = (await tableNames(db)).find((t) => t === 'blocks' || t === 'blocked_users') ?? null;
    if (!table) return; // blocking is the account domain's; without its table nobody is hidden
    (await rawRun(db, `INSERT INTO ${table} (user_id, blocked_id, created_at) VALUES (?, ?, ?)`, await userIdOf(ada), await userIdOf(bo), 0));
    expect((await ada.call(api.dungeonComments, { dungeonId: dungeon })).comments).toEqual([]);
    expect((await cy.call(api.dungeonComments, { dungeonId: dungeon })).comments).toHaveLength(1);
  });
});

/** The same calls for every kind of thread: a saga's comments, a dungeon's discussion, an adventure chapter's. */
type NewComment = { text: string; parent_id?: string; is_spoiler?: boolean };
interface ThreadCalls {
  kind: 'saga' | 'dungeon' | 'adventure';
  list(me: Caller): Promise<CommentList>;
  /** A page of the list: GET with ?before=&limit=. */
  page(me: Caller, query: Record<string, string>): Promise<CommentList>;
  add(me: Caller, comment: NewComment): Promise<Comment>;
  /** The count a page shows for the thread: the saga page, the dungeon page, the adventure's chapter. */
  pageCount(me: Caller): Promise<number>;
}
const saga = 'saga-glassblowers-oath';
const pathOf = (kind: ThreadCalls['kind']) =>
  kind === 'saga' ? `/sagas/${saga}/comments/` : kind === 'dungeon' ? `/dungeon/${dungeon}/comments/` : `/ac/${adventure}/comments/`;
const threads: ThreadCalls[] = [
  {
    kind: 'saga',
    list: (me) => me.call(api.sagaComments, { sagaId: saga }),
    page: (me, query) => getWith(me, api.sagaComments, `/sagas/${saga}/comments/`, query),
    add: (me, comment) => me.call(api.sagaAddComment, { sagaId: saga }, comment),
    pageCount: async (me) => (await me.call(api.saga, { sagaId: saga })).discussion_count,
  },
  {
    kind: 'dungeon',
    list: (me) => me.call(api.dungeonComments, { dungeonId: dungeon }),
    page: (me, query) => getWith(me, api.dungeonComments, `/dungeon/${dungeon}/comments/`, query),
    add: (me, comment) => me.call(api.dungeonAddComment, { dungeonId: dungeon }, comment),
    pageCount: async (me) => (await me.call(api.dungeon, { id: dungeon })).discussion_count,
  },
  {
    kind: 'adventure',
    list: (me) => me.call(api.adventureComments, { id: adventure }),
    page: (me, query) => getWith(me, api.adventureComments, `/ac/${adventure}/comments/`, { ...query, chapter: '1' }),
    add: (me, comment) => me.call(api.adventureAddComment, { id: adventure }, { ...comment, chapter: 1 }),
    pageCount: async (me) => (await me.call(api.adventure, { id: adventure })).chapters[0]!.comment_count,
  },
];

describe.each(threads)('every thread kind: $kind', ({ kind, list, page, add, pageCount }) => {
  it('lists a long thread a page at a time, newest first, each page after the last one’s next_before, the count always whole', async () => {
    // 121 comments in a minute: past the per-player limit a real player never meets.
    ({ app, clock } = await server({ playerLimitScale: 2 }));
    const ada = await player(app, 'ada@example.com');
    const written: Comment[] = [];
    for (let i = 0; i < 120; i++) {
      written.push(await add(ada, { text: `Comment ${i}` }));
      // Every second comment shares its millisecond with the one before: ties keep the order written.
      if (i % 2 === 1) clock.advance(1000);
    }
    await add(ada, { text: 'A reply', parent_id: written[0]!.comment_id });
    const newestFirst = written.map((c) => c.comment_id).reverse();

    const first = await list(ada);
    expect(first.comments.map((c) => c.comment_id)).toEqual(newestFirst.slice(0, THREAD_PAGE));
    expect(first.next_before).toBe(newestFirst[THREAD_PAGE - 1]);
    expect(first.count).toBe(121);

    const second = await page(ada, { before: first.next_before! });
    expect(second.comments.map((c) => c.comment_id)).toEqual(newestFirst.slice(THREAD_PAGE, 2 * THREAD_PAGE));
    const last = await page(ada, { before: second.next_before! });
    expect(last.comments.map((c) => c.comment_id)).toEqual(newestFirst.slice(2 * THREAD_PAGE));
    expect(last.next_before).toBeNull();
    expect(last.count).toBe(121);
    expect(last.comments.at(-1)).toMatchObject({ text: 'Comment 0', reply_count: 1 });

    const small = await page(ada, { limit: '7' });
    expect(small.comments).toHaveLength(7);
    expect(small.next_before).toBe(newestFirst[6]);
    expect((await attempt(ada, 'GET', `${pathOf(kind)}?before=nope`)).status).toBe(404);
    expect((await attempt(ada, 'GET', `${pathOf(kind)}?limit=101`)).status).toBe(400);
  });

  it('lists top-level comments only, and counts a reply once: in the list, its parent and the page', async () => {
    ({ app } = await server());
    const ada = await player(app, 'ada@example.com');
    const bo = await player(app, 'bo@example.com');
    const top = await add(ada, { text: 'A question' });
    const reply = await add(bo, { text: 'An answer', parent_id: top.comment_id, is_spoiler: true });
    expect(reply).toMatchObject({ kind, parent_id: top.comment_id, is_spoiler: true, chapter: kind === 'adventure' ? 1 : null });
    const thread = await list(ada);
    expect(thread.comments.map((c) => [c.comment_id, c.reply_count])).toEqual([[top.comment_id, 1]]);
    expect(thread.count).toBe(2);
    const replies = await ada.call(api.commentReplies, { commentId: top.comment_id });
    expect(replies).toMatchObject({ count: 1, comments: [{ comment_id: reply.comment_id, text: 'An answer', is_spoiler: true }] });
    expect(await pageCount(ada)).toBe(2);
  });

  it('answering a reply joins the conversation of the comment it replies to (one level deep)', async () => {
    ({ app } = await server());
    const ada = await player(app, 'ada@example.com');
    const top = await add(ada, { text: 'Top' });
    const reply = await add(ada, { text: 'Reply', parent_id: top.comment_id });
    const again = await add(ada, { text: 'Reply to the reply', parent_id: reply.comment_id });
    expect(again.parent_id).toBe(top.comment_id);
    expect((await ada.call(api.commentReplies, { commentId: top.comment_id })).comments.map((c) => c.text)).toEqual(['Reply', 'Reply to the reply']);
  });

  it('hides a blocked author from the blocker only: their comments, replies and counts', async () => {
    ({ app } = await server());
    const ada = await player(app, 'ada@example.com');
    const bo = await player(app, 'bo@example.com');
    const cy = await player(app, 'cy@example.com');
    const mine = await add(ada, { text: 'Mine' });
    await add(bo, { text: 'rude words' });
    await add(bo, { text: 'rude reply', parent_id: mine.comment_id });
    await ada.call(api.blockUser, { userId: await userIdOf(bo) });

    const seenByAda = await list(ada);
    expect(seenByAda.comments.map((c) => [c.text, c.reply_count])).toEqual([['Mine', 0]]);
    expect(seenByAda.count).toBe(1);
    expect((await ada.call(api.commentReplies, { commentId: mine.comment_id })).comments).toEqual([]);
    expect(await pageCount(ada)).toBe(1);

    const seenByCy = await list(cy);
    expect(seenByCy.comments.map((c) => c.text)).toEqual(['rude words', 'Mine']);
    expect(seenByCy.count).toBe(3);
    expect(await pageCount(cy)).toBe(3);
  });

  it('counts no reply under a blocked author’s comment, and takes no reply to it from the blocker', async () => {
    ({ app } = await server());
    const ada = await player(app, 'ada@example.com');
    const bo = await player(app, 'bo@example.com');
    const cy = await player(app, 'cy@example.com');
    await add(ada, { text: 'Mine' });
    const rude = await add(bo, { text: 'rude words' });
    await add(cy, { text: 'Agreed', parent_id: rude.comment_id });
    await add(cy, { text: 'Really', parent_id: rude.comment_id });
    await ada.call(api.blockUser, { userId: await userIdOf(bo) });

    // One comment shown, so one counted: not 'Discussion (3)' over a single comment.
    const seenByAda = await list(ada);
    expect(seenByAda.comments.map((c) => c.text)).toEqual(['Mine']);
    expect(seenByAda.count).toBe(1);
    expect(await pageCount(ada)).toBe(1);
    expect((await list(cy)).count).toBe(4);

    await expect(add(ada, { text: 'Hm', parent_id: rude.comment_id })).rejects.toThrow(/403.*You blocked the Historian who started this conversation/s);
    const replies = await attempt(ada, 'GET', `/comments/${rude.comment_id}/replies/`);
    expect(replies.status).toBe(403);
  });
});

describe('saga comments', () => {
  const saga = glassblowersOath.saga_id;

  it('the saga page counts what its Comments link opens: the saga’s thread, not its chapters’ talk', async () => {
    ({ app } = await server());
    const ada = await player(app, 'ada@example.com', 'Ada');
    await ada.call(api.sagaAddComment, { sagaId: saga }, { text: 'On the saga' });
    await ada.call(api.adventureAddComment, { id: adventure }, { text: 'On chapter one', chapter: 1 });
    const opened = await ada.call(api.sagaComments, { sagaId: saga });
    expect((await ada.call(api.saga, { sagaId: saga })).discussion_count).toBe(opened.count);
    expect(opened.count).toBe(1);
  });

  it('lists newest first, with the author’s public name and avatar, and counts replies', async () => {
    ({ app } = await server());
    const ada = await player(app, 'ada@example.com', 'Ada');
    const first = await ada.call(api.sagaAddComment, { sagaId: saga }, { text: 'First!' });
    await ada.call(api.sagaAddComment, { sagaId: saga }, { text: '  Spoilers ahead  ', is_spoiler: true, parent_id: first.comment_id });
    const second = await ada.call(api.sagaAddComment, { sagaId: saga }, { text: 'Second!' });
    // The saga list answers like every thread: top-level comments newest first; replies come from their own call.
    const list = await ada.call(api.sagaComments, { sagaId: saga });
    const replies = await ada.call(api.commentReplies, { commentId: first.comment_id });
    expect(list.count).toBe(3);
    expect(list.comments.map((c) => c.comment_id)).toEqual([second.comment_id, first.comment_id]);
    expect([...replies.comments, list.comments[1]!].map((c) => [c.text, c.is_spoiler, c.parent_id])).toEqual([
      ['Spoilers ahead', true, first.comment_id],
      ['First!', false, null],
    ]);
    expect(list.comments[1]!.reply_count).toBe(1);
    expect(replies.comments[0]!.user).toMatchObject({ username: 'Ada', avatar_url: expect.stringMatching(/^\/api\/media\/art\/avatar-/) });
  });

  it('a reply must answer a comment of the same saga', async () => {
    ({ app } = await server());
    const me = await player(app, 'ada@example.com');
    const res = await me.inject({ method: 'POST', url: `/api/sagas/${saga}/add-comment/`, payload: { text: 'hi', parent_id: 'nope' } });
    expect(res.statusCode).toBe(400);
  });

  it('empty or overlong comments are refused', async () => {
    ({ app } = await server());
    const me = await player(app, 'ada@example.com');
    for (const text of ['   ', 'x'.repeat(1001)]) {
      expect((await me.inject({ method: 'POST', url: `/api/sagas/${saga}/add-comment/`, payload: { text } })).statusCode).toBe(400);
    }
  });

  it('an unknown saga is a 404', async () => {
    ({ app } = await server());
    const me = await player(app, 'ada@example.com');
    expect((await me.inject({ method: 'GET', url: '/api/sagas/nope/comments/' })).statusCode).toBe(404);
  });
});
