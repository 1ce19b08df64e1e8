import type { Adventure } from '../../src/contract';
import type { ChapterRow, ChronicleDB } from '../../src/db';
import type { PullSpec } from './pull';
import { replaceRows } from './same-rows';

/**
 * Writes an adventure and its chapters (blocks word for word). A pending choice survives while the
 * server's chapter has no choice yet, unless it is `settled` (the outbox item the server just answered).
 * Local chapters the server no longer lists are dropped, except one still carrying a pending choice.
 * Call inside a transaction over adventures and chapters.
 */
export async function writeAdventure(db: ChronicleDB, adventure: Adventure, settled: string | null = null): Promise<void> {
  const { chapters, ...row } = adventure;
  const id = adventure.adventure_id;
  const local = new Map((await db.chapters.where('adventure_id').equals(id).toArray()).map((c) => [c.chapter_number, c]));
  const rows: ChapterRow[] = chapters.map((chapter) => {
    const pending = local.get(chapter.chapter_number)?.pending_choice ?? null;
    const keep = pending !== null && chapter.choice_made === null && pending.outbox_id !== settled;
    return { ...chapter, adventure_id: id, pending_choice: keep ? pending : null };
  });
  const served = new Set(chapters.map((c) => c.chapter_number));
  // A chapter the server no longer lists stays while it carries a pending choice.
  const current = [...local.values()].filter((c) => served.has(c.chapter_number) || c.pending_choice === null);
  await db.adventures.put(row);
  await replaceRows(db.chapters, current, rows, (c): [string, number] => [c.adventure_id, c.chapter_number]);
}

export const adventureSpec = (id: string): PullSpec<'adventure'> => ({
  key: `adventure:${id}`,
  endpoint: 'adventure',
  params: { id },
  tables: (db) => [db.adventures, db.chapters],
  write: (db, adventure) => writeAdventure(db, adventure),
  media: (a) => ({
    audio: a.chapters.map((c) => c.audio_url),
    image: a.chapters.flatMap((c) => c.blocks.flatMap((b) => [b.characterImageURL, b.character?.cover])),
  }),
});
