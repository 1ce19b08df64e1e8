/** Schema steps of comment reports: comments' range (400-499), in a file of their own. */
import type { Migration } from './migration';

export const reportMigrations: readonly Migration[] = [
  {
    version: 462,
    name: 'comments: reports of a comment, kept for moderation',
    up: (db) =>
      db.exec(`
        -- One report per reporter and comment. The reporter no longer sees the comment; nobody is shown
        -- a count. A comment erased (its author's account deleted) takes its reports with it.
        CREATE TABLE comment_reports (
          comment_id TEXT NOT NULL REFERENCES comments (comment_id) ON DELETE CASCADE,
          reporter_id TEXT NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
          reason TEXT NOT NULL,
          note TEXT NOT NULL,
          created_at INTEGER NOT NULL,
          PRIMARY KEY (reporter_id, comment_id)
        );
        CREATE INDEX comment_reports_comment ON comment_reports (comment_id);
      `),
  },
];
