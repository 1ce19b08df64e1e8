/**
 * Dungeons (Timelines) in the database: seeded from content at start (an upsert by id) and read back as
 * the DungeonSeed the engine plays.
 */
import type { ExpeditionSeed } from '../../content/expedition';
import type { DungeonSeed } from '../../content/dungeon-types';
import { type Db, inTransaction, storeIdentity } from '../db';
import { countAll, iso, num, prepared } from '../query';

export interface DungeonRow {
  dungeon_id: string;
  position: number;
  name: string;
  is_premium: number;
  expedition_id: string | null;
  content_json: string;
  updated_at: string;
}

const HEAD = ['dungeon_id', 'position', 'name', 'is_premium', 'expedition_id', 'updated_at'] as const;

/**
 * Idempotent by id; an edited dungeon replaces its content. updated_at moves only when the content
 * really changed, so home items stay cacheable. A dungeon belongs to the first expedition listing it.
 */
export async function seedDungeons(db: Db, dungeons: DungeonSeed[], now: number, expeditions: ExpeditionSeed[] = []): Promise<void> {
  await inTransaction(db, async (trx) => {
    const base = num((await trx.selectFrom('dungeons').select(countAll().as('n')).executeTakeFirstOrThrow()).n);
    for (const [i, t] of dungeons.entries()) {
      const content = JSON.stringify(t);
      const before = await findDungeon(trx, t.dungeon_id);
      const expedition = expeditions.find((e) => e.dungeons.includes(t.dungeon_id))?.expedition_id ?? null;
      await trx
        .insertInto('dungeons')
        .values({
          dungeon_id: t.dungeon_id,
          position: before?.position ?? base + i,
          name: t.name,
          is_premium: t.is_premium ? 1 : 0,
          expedition_id: expedition,
          content_json: content,
          updated_at: before && before.content_json === content && before.expedition_id === expedition ? before.updated_at : iso(now),
        })
        .onConflict((oc) =>
          oc.column('dungeon_id').doUpdateSet((eb) => ({
            name: eb.ref('excluded.name'),
            is_premium: eb.ref('excluded.is_premium'),
            expedition_id: eb.ref('excluded.expedition_id'),
            content_json: eb.ref('excluded.content_json'),
            updated_at: eb.ref('excluded.updated_at'),
          })),
        )
        .execute();
    }
  });
  seeds.delete(storeIdentity(db));
}

export async function listDungeons(db: Db): Promise<DungeonRow[]> {
  return db.selectFrom('dungeons').select([...HEAD, 'content_json']).orderBy('position').execute();
}

/** A dungeon's row without its content: what a list of dungeons reads, the seed coming from seedOfDungeon. */
export type DungeonHead = Omit<DungeonRow, 'content_json'>;

const dungeonHeads = prepared((db) => db.selectFrom('dungeons').select(HEAD).orderBy('position'));

export async function listDungeonHeads(db: Db): Promise<DungeonHead[]> {
  return dungeonHeads(db);
}

/**
 * Parsed seeds per database, by dungeon, as of the row's updated_at (which moves when the content does);
 * seeding clears a database's. Home lists every dungeon on every read: parsing each one's content each
 * time was most of that read's work.
 */
const seeds = new WeakMap<object, Map<string, { updated_at: string; seed: DungeonSeed }>>();

/** The seed of a listed dungeon, parsed once per database until its content changes. */
export async function seedOfDungeon(db: Db, head: DungeonHead): Promise<DungeonSeed> {
  const store = storeIdentity(db);
  let byId = seeds.get(store);
  if (!byId) seeds.set(store, (byId = new Map()));
  const held = byId.get(head.dungeon_id);
  if (held?.updated_at === head.updated_at) return held.seed;
  const { content_json } = await db.selectFrom('dungeons').select('content_json').where('dungeon_id', '=', head.dungeon_id).executeTakeFirstOrThrow();
  const seed = JSON.parse(content_json) as DungeonSeed;
  byId.set(head.dungeon_id, { updated_at: head.updated_at, seed });
  return seed;
}

const dungeonById = prepared((db, dungeonId: string) => db.selectFrom('dungeons').select([...HEAD, 'content_json']).where('dungeon_id', '=', dungeonId));

export async function findDungeon(db: Db, dungeonId: string): Promise<DungeonRow | undefined> {
  return (await dungeonById(db, dungeonId))[0];
}

const parsed = new WeakMap<DungeonRow, DungeonSeed>();

/** The dungeon seed a row holds (parsed once per row object). */
export function dungeonSeedOf(row: DungeonRow): DungeonSeed {
  let t = parsed.get(row);
  if (!t) parsed.set(row, (t = JSON.parse(row.content_json) as DungeonSeed));
  return t;
}
