/** Schema steps of the narration domain: versions 500-599, append-only like every migration. */
import type { Migration } from './migration';

export const narrationMigrations: readonly Migration[] = [
  {
    version: 500,
    name: 'narration texts: what each narration URL reads, for any instance to render',
    up: (db) =>
      db.exec(`
        -- key: the sha-256 the URL names, of (renderer, voice, speed, normalised text); never updated.
        CREATE TABLE narration_texts (
          key TEXT PRIMARY KEY,
          text TEXT NOT NULL,
          voice TEXT NOT NULL,
          speed INTEGER NOT NULL,
          created_at TEXT NOT NULL
        );
      `),
  },
];
