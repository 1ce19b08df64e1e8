/** The texts narration URLs name (narration_texts), so that any instance renders a URL another handed out. */
import type { Db } from '../db';
import { iso, stmt } from '../stmt';

export interface NarrationTextRow {
  key: string;
  text: string;
  voice: string;
  speed: number;
}

/** Keeps a text under its key; a key already kept is left as it is (the key is a hash of what it holds). */
export function keepNarrationText(db: Db, row: NarrationTextRow, now: number): void {
  stmt(db, 'INSERT OR IGNORE INTO narration_texts (key, text, voice, speed, created_at) VALUES (?, ?, ?, ?, ?)').run(
    row.key,
    row.text,
    row.voice,
    row.speed,
    iso(now),
  );
}

export function findNarrationText(db: Db, key: string): NarrationTextRow | undefined {
  return stmt(db, 'SELECT key, text, voice, speed FROM narration_texts WHERE key = ?').get(key) as NarrationTextRow | undefined;
}
