import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { api, REPORT_NOTE_MAX } from '../../../src/contract';
import { DUNGEONS } from '../../../server/content/dungeons';
import { reportsOf } from '../../../server/store/reports';
import { player, server } from '../helpers';

let app: FastifyInstance;
afterEach(async () => {
  await app?.close();
});

const dungeonId = DUNGEONS[0]!.dungeon_id;

describe('reporting a comment', () => {
  it('hides it (and the replies under it) from the reporter only, and keeps the report for moderation', async () => {
    ({ app } = await server());
    const ada = await player(app, 'ada@example.com');
    const bo = await player(app, 'bo@example.com');
    const cy = await player(app, 'cy@example.com');
    const rude = await bo.call(api.dungeonAddComment, { dungeonId }, { text: 'Rude words' });
    await cy.call(api.dungeonAddComment, { dungeonId }, { text: 'Steady on.', parent_id: rude.comment_id });
    const kind = await cy.call(api.dungeonAddComment, { dungeonId }, { text: 'A kind word' });
    const rudeReply = await bo.call(api.dungeonAddComment, { dungeonId }, { text: 'Rude reply', parent_id: kind.comment_id });
    expect((await ada.call(api.dungeonComments, { dungeonId })).count).toBe(4);

    expect(await ada.call(api.reportComment, { commentId: rude.comment_id }, { reason: 'harassment', note: '  Insults players  ' }, 'report-1')).toEqual({ comment_id: rude.comment_id, reported: true });
    expect(await ada.call(api.reportComment, { commentId: rudeReply.comment_id }, { reason: 'spam' })).toEqual({ comment_id: rudeReply.comment_id, reported: true });

    const seen = await ada.call(api.dungeonComments, { dungeonId });
    expect(seen.comments.map((c) => [c.text, c.reply_count])).toEqual([['A kind word', 0]]);
    expect(seen.count).toBe(1);
    expect((await ada.call(api.dungeon, { id: dungeonId })).discussion_count).toBe(1);
    expect((await ada.call(api.commentReplies, { commentId: kind.comment_id })).comments).toEqual([]);
    const replies = await ada.inject({ method: 'GET', url: `/api/comments/${rude.comment_id}/replies/` });
    expect([replies.statusCode, replies.json()]).toEqual([403, { message: 'You reported this comment, so it is hidden from you.' }]);

    // Everyone else reads the thread as it was; nobody is shown a count of reports.
    const others = await cy.call(api.dungeonComments, { dungeonId });
    expect(others.count).toBe(4);
    expect(JSON.stringify(others)).not.toContain('report');

    expect(await reportsOf(app.ctx.db, rude.comment_id)).toMatchObject([{ reason: 'harassment', note: 'Insults players' }]);
    // Reporting again changes nothing: the first report stands.
    await ada.call(api.reportComment, { commentId: rude.comment_id }, { reason: 'other' });
    expect(await reportsOf(app.ctx.db, rude.comment_id)).toMatchObject([{ reason: 'harassment' }]);
  });

  it('refuses one\'s own comment, an unknown comment, an unknown reason and a note past its limit', async () => {
    ({ app } = await server());
    const ada = await player(app, 'ada@example.com');
    const mine = await ada.call(api.dungeonAddComment, { dungeonId }, { text: 'Mine' });
    const report = (id: string, payload: object) => ada.inject({ method: 'POST', url: `/api/comments/${id}/report/`, payload });
    const own = await report(mine.comment_id, { reason: 'spam' });
    expect([own.statusCode, own.json()]).toEqual([400, { message: 'You cannot report your own comment.' }]);
    expect((await report('nope', { reason: 'spam' })).statusCode).toBe(404);
    const bo = await player(app, 'bo@example.com');
    const his = await bo.call(api.dungeonAddComment, { dungeonId }, { text: 'His' });
    expect((await report(his.comment_id, { reason: 'boring' })).statusCode).toBe(400);
    expect((await report(his.comment_id, { reason: 'spam', note: 'x'.repeat(REPORT_NOTE_MAX + 1) })).statusCode).toBe(400);
    expect((await report(his.comment_id, { reason: 'spam', note: 'x'.repeat(REPORT_NOTE_MAX) })).statusCode).toBe(200);
  });
});
