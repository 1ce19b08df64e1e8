/** The texts narration URLs name (narration_texts), so that any instance renders a URL another handed out. */
import type { Db } from '../db';
import { iso, num } from '../query';

export interface NarrationTextRow {
  key: string;
  text: string;
  voice: string;
  speed: number;
}

/** Keeps a text under its key; a key already kept is left as it is (the key is a hash of what it holds). */
export async function keepNarrationText(db: Db, row: NarrationTextRow, now: number): Promise<void> {
  await db
    .insertInto('narration_texts')
    .values({ key: row.key, text: row.text, voice: row.voice, speed: row.speed, created_at: iso(now) })
    .onConflict((oc) => oc.doNothing())
    .execute();
}

export async function findNarrationText(db: Db, key: string): Promise<NarrationTextRow | undefined> {
  const r = await db.selectFrom('narration_texts').select(['key', 'text', 'voice', 'speed']).where('key', '=', key).executeTakeFirst();
  return r && { ...r, speed: num(r.speed) };
}
