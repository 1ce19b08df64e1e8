/**
 * Migration 400 on an existing install: a database at the schema before it, holding saga comments
 * (`comments`) and dungeon and adventure discussions (`discussion_comments`), upgraded by starting the
 * server on it. Every row must come through, readable by the same calls as before.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { api } from '../../../src/contract';
import { migrate } from '../../../server/store/db';
import { migrations } from '../../../server/store/migrations';
import { getWith, player, server, rawAll, rawValues } from '../helpers';

const SAGA = 'saga-glassblowers-oath';
const DUNGEON = 'library-burned-twice';
const ADVENTURE = 'glassblowers-oath-1';

let app: FastifyInstance | undefined;
let dir: string | undefined;
afterEach(async () => {
  await app?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
  app = dir = undefined;
});

/** An install as it was before migration 400, with comments in both old tables. */
function oldInstall(file: string): void {
  const db = new Database(file);
  db.pragma('foreign_keys = ON');
  migrate(db, migrations.filter((m) => m.version < 400));
  const user = db.prepare(
    "INSERT INTO users (user_id, email, username, username_key, referral_code, created_at) VALUES (?, ?, ?, ?, ?, '2026-01-01T00:00:00.000Z')",
  );
  user.run('u-ada', 'ada@example.com', 'Ada', 'ada', 'ADAADAAD');
  user.run('u-bo', 'bo@example.com', 'Bo', 'bo', 'BOBOBOBO');
  db.prepare("INSERT INTO sagas (saga_id, name) VALUES (?, 'The Glassblower''s Oath')").run(SAGA);
  const saga = db.prepare('INSERT INTO comments (comment_id, saga_id, parent_id, user_id, text, is_spoiler, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)');
  saga.run('s-1', SAGA, null, 'u-ada', 'Loved the furnace scene', 0, '2026-01-02T10:00:00.000Z');
  saga.run('s-2', SAGA, 's-1', 'u-bo', 'The mirror is Isotta', 1, '2026-01-02T11:00:00.000Z');
  saga.run('s-3', SAGA, null, 'u-bo', '<b>plain</b> text', 0, '2026-01-02T12:00:00.000Z');
  const discussion = db.prepare(
    'INSERT INTO discussion_comments (comment_id, kind, target_id, chapter, parent_id, user_id, text, is_spoiler, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
  );
  discussion.run('d-1', 'dungeon', DUNGEON, null, null, 'u-ada', 'Where is the Pinakes?', 0, '2026-01-03T10:00:00.000Z');
  discussion.run('d-2', 'dungeon', DUNGEON, null, 'd-1', 'u-bo', 'Under the Serapeum', 1, '2026-01-03T11:00:00.000Z');
  discussion.run('a-1', 'adventure', ADVENTURE, 2, null, 'u-bo', 'Poor Isotta', 1, '2026-01-04T10:00:00.000Z');
  discussion.run('a-2', 'adventure', ADVENTURE, 2, 'a-1', 'u-ada', 'Indeed', 0, '2026-01-04T11:00:00.000Z');
  discussion.run('a-3', 'adventure', ADVENTURE, 1, null, 'u-ada', 'The mirror!', 0, '2026-01-04T12:00:00.000Z');
  db.close();
}

describe('migration 400: one comments table', () => {
  it('carries every saga comment and discussion comment of an existing install, readable through the same calls', async () => {
    dir = mkdtempSync(join(tmpdir(), 'chronicle-comments-'));
    const file = join(dir, 'chronicle.sqlite');
    oldInstall(file);

    ({ app } = await server({ dbPath: file }));
    const db = app.ctx.db;
    expect((await rawValues(db, "SELECT name FROM sqlite_master WHERE type = 'table' AND name IN ('comments', 'discussion_comments')"))).toEqual(['comments']);
    expect((await rawAll(db, 'SELECT comment_id, kind, target_id, chapter, parent_id, user_id, text, is_spoiler, created_at FROM comments ORDER BY comment_id'))).toEqual([
      { comment_id: 'a-1', kind: 'adventure', target_id: ADVENTURE, chapter: 2, parent_id: null, user_id: 'u-bo', text: 'Poor Isotta', is_spoiler: 1, created_at: '2026-01-04T10:00:00.000Z' },
      { comment_id: 'a-2', kind: 'adventure', target_id: ADVENTURE, chapter: 2, parent_id: 'a-1', user_id: 'u-ada', text: 'Indeed', is_spoiler: 0, created_at: '2026-01-04T11:00:00.000Z' },
      { comment_id: 'a-3', kind: 'adventure', target_id: ADVENTURE, chapter: 1, parent_id: null, user_id: 'u-ada', text: 'The mirror!', is_spoiler: 0, created_at: '2026-01-04T12:00:00.000Z' },
      { comment_id: 'd-1', kind: 'dungeon', target_id: DUNGEON, chapter: null, parent_id: null, user_id: 'u-ada', text: 'Where is the Pinakes?', is_spoiler: 0, created_at: '2026-01-03T10:00:00.000Z' },
      { comment_id: 'd-2', kind: 'dungeon', target_id: DUNGEON, chapter: null, parent_id: 'd-1', user_id: 'u-bo', text: 'Under the Serapeum', is_spoiler: 1, created_at: '2026-01-03T11:00:00.000Z' },
      { comment_id: 's-1', kind: 'saga', target_id: SAGA, chapter: null, parent_id: null, user_id: 'u-ada', text: 'Loved the furnace scene', is_spoiler: 0, created_at: '2026-01-02T10:00:00.000Z' },
      { comment_id: 's-2', kind: 'saga', target_id: SAGA, chapter: null, parent_id: 's-1', user_id: 'u-bo', text: 'The mirror is Isotta', is_spoiler: 1, created_at: '2026-01-02T11:00:00.000Z' },
      { comment_id: 's-3', kind: 'saga', target_id: SAGA, chapter: null, parent_id: null, user_id: 'u-bo', text: '<b>plain</b> text', is_spoiler: 0, created_at: '2026-01-02T12:00:00.000Z' },
    ]);

    // The same players sign in again (their accounts came through too) and read their threads.
    const ada = await player(app, 'ada@example.com', 'Ada');
    expect((await ada.call(api.getUser)).user_id).toBe('u-ada');

    const saga = await ada.call(api.sagaComments, { sagaId: SAGA });
    expect(saga.comments.map((c) => [c.comment_id, c.kind, c.target_id, c.user.username, c.reply_count])).toEqual([
      ['s-3', 'saga', SAGA, 'Bo', 0],
      ['s-1', 'saga', SAGA, 'Ada', 1],
    ]);
    expect(saga.count).toBe(3);
    expect((await ada.call(api.commentReplies, { commentId: 's-1' })).comments).toMatchObject([
      { comment_id: 's-2', parent_id: 's-1', text: 'The mirror is Isotta', is_spoiler: true, created_at: '2026-01-02T11:00:00.000Z' },
    ]);

    const dungeon = await ada.call(api.dungeonComments, { dungeonId: DUNGEON });
    expect(dungeon).toMatchObject({ count: 2, comments: [{ comment_id: 'd-1', reply_count: 1 }] });
    expect((await ada.call(api.commentReplies, { commentId: 'd-1' })).comments).toMatchObject([{ comment_id: 'd-2', is_spoiler: true }]);
    expect((await ada.call(api.dungeon, { id: DUNGEON })).discussion_count).toBe(2);

    const chapters = await ada.call(api.adventureComments, { id: ADVENTURE });
    expect(chapters.comments.map((c) => c.comment_id)).toEqual(['a-3', 'a-1']);
    expect(chapters.chapter_counts).toEqual([
      { chapter_num: 1, count: 1 },
      { chapter_num: 2, count: 2 },
    ]);
    const chapter2 = await getWith(ada, api.adventureComments, `/ac/${ADVENTURE}/comments/`, { chapter: '2' });
    expect(chapter2).toMatchObject({ count: 2, comments: [{ comment_id: 'a-1', chapter: 2, reply_count: 1 }] });
    expect((await ada.call(api.adventure, { id: ADVENTURE })).chapters[0]!.comment_count).toBe(1);
    expect((await ada.call(api.seriesDetails, { seriesId: 'glassblowers-oath' })).discussion_count).toBe(6);

    // And the threads go on: a reply to an old comment lands in its thread and chapter.
    const reply = await ada.call(api.adventureAddComment, { id: ADVENTURE }, { chapter: 1, text: 'She is', parent_id: 'a-1' });
    expect(reply).toMatchObject({ kind: 'adventure', chapter: 2, parent_id: 'a-1' });
    expect((await ada.call(api.adventureComments, { id: ADVENTURE })).count).toBe(4);
  });

  it('upgrades an install without any comment', async () => {
    dir = mkdtempSync(join(tmpdir(), 'chronicle-comments-'));
    const file = join(dir, 'chronicle.sqlite');
    const db = new Database(file);
    migrate(db, migrations.filter((m) => m.version < 400));
    db.close();
    ({ app } = await server({ dbPath: file }));
    const me = await player(app, 'ada@example.com');
    expect(await me.call(api.sagaComments, { sagaId: SAGA })).toEqual({ comments: [], count: 0, chapter_counts: [], next_before: null });
  });
});
