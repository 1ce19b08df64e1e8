/**
 * Dungeons (Timelines) in SQLite: seeded from content at start (an upsert by id) and read back as the
 * DungeonSeed the engine plays.
 */
import type { ExpeditionSeed } from '../../content/expedition';
import type { DungeonSeed } from '../../content/dungeon-types';
import type { Db } from '../db';
import { iso, stmt } from '../stmt';

export interface DungeonRow {
  dungeon_id: string;
  position: number;
  name: string;
  is_premium: number;
  expedition_id: string | null;
  content_json: string;
  updated_at: string;
}

/**
 * Idempotent by id; an edited dungeon replaces its content. updated_at moves only when the content
 * really changed, so home items stay cacheable. A dungeon belongs to the first expedition listing it.
 */
export function seedDungeons(db: Db, dungeons: DungeonSeed[], now: number, expeditions: ExpeditionSeed[] = []): void {
  db.transaction(() => {
    const base = (stmt(db, 'SELECT count(*) AS n FROM dungeons').get() as { n: number }).n;
    dungeons.forEach((t, i) => {
      const content = JSON.stringify(t);
      const before = findDungeon(db, t.dungeon_id);
      const expedition = expeditions.find((e) => e.dungeons.includes(t.dungeon_id))?.expedition_id ?? null;
      stmt(
        db,
        `INSERT INTO dungeons (dungeon_id, position, name, is_premium, expedition_id, content_json, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, ?)
         ON CONFLICT (dungeon_id) DO UPDATE SET name = excluded.name, is_premium = excluded.is_premium,
           expedition_id = excluded.expedition_id, content_json = excluded.content_json, updated_at = excluded.updated_at`,
      ).run(t.dungeon_id, before?.position ?? base + i, t.name, t.is_premium ? 1 : 0, expedition, content,
        before && before.content_json === content && before.expedition_id === expedition ? before.updated_at : iso(now));
    });
  })();
  seeds.delete(db);
}

export function listDungeons(db: Db): DungeonRow[] {
  return stmt(db, 'SELECT * FROM dungeons ORDER BY position').all() as DungeonRow[];
}

/** A dungeon's row without its content: what a list of dungeons reads, the seed coming from seedOfDungeon. */
export type DungeonHead = Omit<DungeonRow, 'content_json'>;

export function listDungeonHeads(db: Db): DungeonHead[] {
  return stmt(db, 'SELECT dungeon_id, position, name, is_premium, expedition_id, updated_at FROM dungeons ORDER BY position').all() as DungeonHead[];
}

/**
 * Parsed seeds per database, by dungeon, as of the row's updated_at (which moves when the content does);
 * seeding clears a database's. Home lists every dungeon on every read: parsing each one's content each
 * time was most of that read's work.
 */
const seeds = new WeakMap<Db, Map<string, { updated_at: string; seed: DungeonSeed }>>();

/** The seed of a listed dungeon, parsed once per database until its content changes. */
export function seedOfDungeon(db: Db, head: DungeonHead): DungeonSeed {
  let byId = seeds.get(db);
  if (!byId) seeds.set(db, (byId = new Map()));
  const held = byId.get(head.dungeon_id);
  if (held?.updated_at === head.updated_at) return held.seed;
  const { content_json } = stmt(db, 'SELECT content_json FROM dungeons WHERE dungeon_id = ?').get(head.dungeon_id) as Pick<DungeonRow, 'content_json'>;
  const seed = JSON.parse(content_json) as DungeonSeed;
  byId.set(head.dungeon_id, { updated_at: head.updated_at, seed });
  return seed;
}

export function findDungeon(db: Db, dungeonId: string): DungeonRow | undefined {
  return stmt(db, 'SELECT * FROM dungeons WHERE dungeon_id = ?').get(dungeonId) as DungeonRow | undefined;
}

const parsed = new WeakMap<DungeonRow, DungeonSeed>();

/** The dungeon seed a row holds (parsed once per row object). */
export function dungeonSeedOf(row: DungeonRow): DungeonSeed {
  let t = parsed.get(row);
  if (!t) parsed.set(row, (t = JSON.parse(row.content_json) as DungeonSeed));
  return t;
}
