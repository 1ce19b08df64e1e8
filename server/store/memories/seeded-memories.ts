/** The seeded world in the database: seeding at start (an upsert by id) and the reads of play. */
import type { AdventureSeed, CharacterSeed, ChapterSeed, CreatorSeed, MemorySeed } from '../../content/memory-types';
import { type Db, inTransaction } from '../db';
import { countAll, iso, num, prepared } from '../query';

export interface SeriesRow {
  series_id: string;
  saga_id: string;
  creator_id: string;
  name: string;
  description: string;
  art: string;
  is_premium: number;
  characters_json: string;
  updated_at: string;
}

export interface AdventureRow {
  adventure_id: string;
  series_id: string;
  position: number;
  name: string;
  description: string;
  art: string;
  chapters_json: string;
  end_json: string;
}

export interface CreatorRow {
  creator_id: string;
  name: string;
  page_name: string;
  is_premium: number;
  art: string;
}

/** An adventure with its authored chapters parsed back from the store. */
export interface AdventureContent extends AdventureRow {
  chapters: ChapterSeed[];
  end: AdventureSeed['end'];
}

const SERIES = ['series_id', 'saga_id', 'creator_id', 'name', 'description', 'art', 'is_premium', 'characters_json', 'updated_at'] as const;
const ADVENTURE = ['adventure_id', 'series_id', 'position', 'name', 'description', 'art', 'chapters_json', 'end_json'] as const;
const CREATOR = ['creator_id', 'name', 'page_name', 'is_premium', 'art'] as const;

/**
 * Idempotent by id: running it again changes nothing, and an edited content file replaces its rows.
 * updated_at moves only when a series' content really changed, so home items stay cacheable.
 */
export async function seedContent(db: Db, creators: CreatorSeed[], memories: MemorySeed[], now: number): Promise<void> {
  await inTransaction(db, async (trx) => {
    for (const c of creators) {
      await trx
        .insertInto('creators')
        .values({ creator_id: c.creator_id, name: c.name, page_name: c.page_name, is_premium: c.is_premium ? 1 : 0, art: c.art })
        .onConflict((oc) =>
          oc.column('creator_id').doUpdateSet((eb) => ({
            name: eb.ref('excluded.name'),
            page_name: eb.ref('excluded.page_name'),
            is_premium: eb.ref('excluded.is_premium'),
            art: eb.ref('excluded.art'),
          })),
        )
        .execute();
    }
    for (const m of memories) await seedMemory(trx, m, now);
  });
}

async function seedMemory(db: Db, m: MemorySeed, now: number): Promise<void> {
  await db
    .insertInto('sagas')
    .values({ saga_id: m.saga_id, name: m.name })
    .onConflict((oc) => oc.column('saga_id').doUpdateSet((eb) => ({ name: eb.ref('excluded.name') })))
    .execute();
  const characters = JSON.stringify(m.characters);
  const before = await findSeries(db, m.series_id);
  const changed =
    !before ||
    before.name !== m.name ||
    before.description !== m.description ||
    before.art !== m.art ||
    before.characters_json !== characters ||
    JSON.stringify((await listAdventureRows(db, m.series_id)).map((a) => [a.adventure_id, a.chapters_json, a.end_json])) !==
      JSON.stringify(m.adventures.map((a) => [a.adventure_id, JSON.stringify(a.chapters), JSON.stringify(a.end)]));
  await db
    .insertInto('series')
    .values({
      series_id: m.series_id,
      saga_id: m.saga_id,
      creator_id: m.creator,
      name: m.name,
      description: m.description,
      art: m.art,
      is_premium: m.is_premium ? 1 : 0,
      characters_json: characters,
      updated_at: changed ? iso(now) : before.updated_at,
    })
    .onConflict((oc) =>
      oc.column('series_id').doUpdateSet((eb) => ({
        saga_id: eb.ref('excluded.saga_id'),
        creator_id: eb.ref('excluded.creator_id'),
        name: eb.ref('excluded.name'),
        description: eb.ref('excluded.description'),
        art: eb.ref('excluded.art'),
        is_premium: eb.ref('excluded.is_premium'),
        characters_json: eb.ref('excluded.characters_json'),
        updated_at: eb.ref('excluded.updated_at'),
      })),
    )
    .execute();
  for (const [position, a] of m.adventures.entries()) {
    await db
      .insertInto('adventures')
      .values({
        adventure_id: a.adventure_id,
        series_id: m.series_id,
        position,
        name: a.name,
        description: a.description,
        art: a.art,
        chapters_json: JSON.stringify(a.chapters),
        end_json: JSON.stringify(a.end),
      })
      .onConflict((oc) =>
        oc.column('adventure_id').doUpdateSet((eb) => ({
          series_id: eb.ref('excluded.series_id'),
          position: eb.ref('excluded.position'),
          name: eb.ref('excluded.name'),
          description: eb.ref('excluded.description'),
          art: eb.ref('excluded.art'),
          chapters_json: eb.ref('excluded.chapters_json'),
          end_json: eb.ref('excluded.end_json'),
        })),
      )
      .execute();
  }
}

const allSeries = prepared((db) => db.selectFrom('series').select(SERIES).orderBy('seq'));

export async function listSeries(db: Db): Promise<SeriesRow[]> {
  return allSeries(db);
}

export async function findSeries(db: Db, seriesId: string): Promise<SeriesRow | undefined> {
  return db.selectFrom('series').select(SERIES).where('series_id', '=', seriesId).executeTakeFirst();
}

/** The series a saga tells, if it is a series' saga (a custom saga is not). */
export async function seriesOfSaga(db: Db, sagaId: string): Promise<SeriesRow | undefined> {
  return db.selectFrom('series').select(SERIES).where('saga_id', '=', sagaId).executeTakeFirst();
}

export async function listCreators(db: Db): Promise<CreatorRow[]> {
  return db.selectFrom('creators').select(CREATOR).orderBy('seq').execute();
}

export async function findCreatorByPage(db: Db, pageName: string): Promise<CreatorRow | undefined> {
  return db.selectFrom('creators').select(CREATOR).where('page_name', '=', pageName).executeTakeFirst();
}

export async function findCreator(db: Db, creatorId: string): Promise<CreatorRow | undefined> {
  return db.selectFrom('creators').select(CREATOR).where('creator_id', '=', creatorId).executeTakeFirst();
}

export async function sagaExists(db: Db, sagaId: string): Promise<boolean> {
  return (await db.selectFrom('sagas').select('saga_id').where('saga_id', '=', sagaId).executeTakeFirst()) !== undefined;
}

async function listAdventureRows(db: Db, seriesId: string): Promise<AdventureRow[]> {
  return db.selectFrom('adventures').select(ADVENTURE).where('series_id', '=', seriesId).orderBy('position').execute();
}

const parse = (row: AdventureRow): AdventureContent => ({
  ...row,
  chapters: JSON.parse(row.chapters_json) as ChapterSeed[],
  end: JSON.parse(row.end_json) as AdventureSeed['end'],
});

/** How many adventures each series has, by series_id, without reading their chapters: one read for home's every series. */
const adventuresBySeries = prepared((db) => db.selectFrom('adventures').select(['series_id', countAll().as('n')]).groupBy('series_id'));

export async function adventureCounts(db: Db): Promise<Map<string, number>> {
  return new Map((await adventuresBySeries(db)).map((r) => [r.series_id, num(r.n)]));
}

export async function listAdventures(db: Db, seriesId: string): Promise<AdventureContent[]> {
  return (await listAdventureRows(db, seriesId)).map(parse);
}

export async function findAdventure(db: Db, adventureId: string): Promise<AdventureContent | undefined> {
  const row = await db.selectFrom('adventures').select(ADVENTURE).where('adventure_id', '=', adventureId).executeTakeFirst();
  return row && parse(row);
}

export const seriesCharacters = (row: SeriesRow): CharacterSeed[] => JSON.parse(row.characters_json) as CharacterSeed[];
