/** Schema steps of the comments domain: versions 400-499, append-only like every migration. */
import type { Migration } from './migration';

export const commentMigrations: readonly Migration[] = [
  {
    version: 400,
    name: 'comments: one table for every thread (saga comments and dungeon and adventure discussions)',
    // Saga comments (v5, `comments`) and discussions (v300, `discussion_comments`) become one table,
    // every row kept with its id, author, text, spoiler flag and time. Each source is copied in rowid
    // order, so a parent is in before its replies and same-millisecond ties keep their order.
    up: (db) =>
      db.exec(`
        CREATE TABLE thread_comments (
          comment_id TEXT PRIMARY KEY,
          kind TEXT NOT NULL CHECK (kind IN ('saga', 'dungeon', 'adventure')),
          target_id TEXT NOT NULL, -- the saga, dungeon or adventure id
          chapter INTEGER, -- adventure comments only, from 1
          parent_id TEXT REFERENCES thread_comments (comment_id), -- a reply: same thread and chapter
          user_id TEXT NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
          text TEXT NOT NULL,
          is_spoiler INTEGER NOT NULL,
          created_at TEXT NOT NULL
        );
        INSERT INTO thread_comments (comment_id, kind, target_id, chapter, parent_id, user_id, text, is_spoiler, created_at)
          SELECT comment_id, 'saga', saga_id, NULL, parent_id, user_id, text, is_spoiler, created_at FROM comments ORDER BY rowid;
        INSERT INTO thread_comments (comment_id, kind, target_id, chapter, parent_id, user_id, text, is_spoiler, created_at)
          SELECT comment_id, kind, target_id, chapter, parent_id, user_id, text, is_spoiler, created_at FROM discussion_comments ORDER BY rowid;
        DROP TABLE discussion_comments;
        DROP TABLE comments;
        ALTER TABLE thread_comments RENAME TO comments;
        CREATE INDEX comments_thread ON comments (kind, target_id, chapter, created_at);
        -- Replies and reply counts are read by parent: one index lookup per comment of a list.
        CREATE INDEX comments_parent ON comments (parent_id, created_at);
        CREATE INDEX comments_user ON comments (user_id);
      `),
  },
  {
    version: 410,
    name: 'comments: a thread lists a page of its top-level comments from one index',
    // One index answers a thread's pages (kind, target, chapter, top-level, newest first; rowid, kept by
    // every index, breaks same-millisecond ties) and, with user_id in it, its counts without the table.
    up: (db) =>
      db.exec(`
        CREATE INDEX comments_list ON comments (kind, target_id, chapter, parent_id, created_at, user_id);
        DROP INDEX comments_thread;
      `),
  },
];
