/** The seeded world in SQLite: seeding at start (an upsert by id) and the reads of play. */
import type { AdventureSeed, CharacterSeed, ChapterSeed, CreatorSeed, MemorySeed } from '../../content/memory-types';
import type { Db } from '../db';
import { iso, stmt } from '../stmt';

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

/**
 * Idempotent by id: running it again changes nothing, and an edited content file replaces its rows.
 * updated_at moves only when a series' content really changed, so home items stay cacheable.
 */
export function seedContent(db: Db, creators: CreatorSeed[], memories: MemorySeed[], now: number): void {
  db.transaction(() => {
    for (const c of creators) {
      stmt(
        db,
        `INSERT INTO creators (creator_id, name, page_name, is_premium, art) VALUES (?, ?, ?, ?, ?)
         ON CONFLICT (creator_id) DO UPDATE SET name = excluded.name, page_name = excluded.page_name,
           is_premium = excluded.is_premium, art = excluded.art`,
      ).run(c.creator_id, c.name, c.page_name, c.is_premium ? 1 : 0, c.art);
    }
    for (const m of memories) seedMemory(db, m, now);
  })();
}

function seedMemory(db: Db, m: MemorySeed, now: number): void {
  stmt(db, 'INSERT INTO sagas (saga_id, name) VALUES (?, ?) ON CONFLICT (saga_id) DO UPDATE SET name = excluded.name').run(
    m.saga_id,
    m.name,
  );
  const characters = JSON.stringify(m.characters);
  const before = findSeries(db, m.series_id);
  const changed =
    !before ||
    before.name !== m.name ||
    before.description !== m.description ||
    before.art !== m.art ||
    before.characters_json !== characters ||
    JSON.stringify(listAdventureRows(db, m.series_id).map((a) => [a.adventure_id, a.chapters_json, a.end_json])) !==
      JSON.stringify(m.adventures.map((a) => [a.adventure_id, JSON.stringify(a.chapters), JSON.stringify(a.end)]));
  stmt(
    db,
    `INSERT INTO series (series_id, saga_id, creator_id, name, description, art, is_premium, characters_json, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (series_id) DO UPDATE SET saga_id = excluded.saga_id, creator_id = excluded.creator_id,
       name = excluded.name, description = excluded.description, art = excluded.art,
       is_premium = excluded.is_premium, characters_json = excluded.characters_json, updated_at = excluded.updated_at`,
  ).run(m.series_id, m.saga_id, m.creator, m.name, m.description, m.art, m.is_premium ? 1 : 0, characters,
    changed ? iso(now) : before.updated_at);
  m.adventures.forEach((a, position) => {
    stmt(
      db,
      `INSERT INTO adventures (adventure_id, series_id, position, name, description, art, chapters_json, end_json)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (adventure_id) DO UPDATE SET series_id = excluded.series_id, position = excluded.position,
         name = excluded.name, description = excluded.description, art = excluded.art,
         chapters_json = excluded.chapters_json, end_json = excluded.end_json`,
    ).run(a.adventure_id, m.series_id, position, a.name, a.description, a.art, JSON.stringify(a.chapters), JSON.stringify(a.end));
  });
}

export function listSeries(db: Db): SeriesRow[] {
  return stmt(db, 'SELECT * FROM series ORDER BY rowid').all() as SeriesRow[];
}

export function findSeries(db: Db, seriesId: string): SeriesRow | undefined {
  return stmt(db, 'SELECT * FROM series WHERE series_id = ?').get(seriesId) as SeriesRow | undefined;
}

/** The series a saga tells, if it is a series' saga (a custom saga is not). */
export function seriesOfSaga(db: Db, sagaId: string): SeriesRow | undefined {
  return stmt(db, 'SELECT * FROM series WHERE saga_id = ?').get(sagaId) as SeriesRow | undefined;
}

export function listCreators(db: Db): CreatorRow[] {
  return stmt(db, 'SELECT * FROM creators ORDER BY rowid').all() as CreatorRow[];
}

export function findCreatorByPage(db: Db, pageName: string): CreatorRow | undefined {
  return stmt(db, 'SELECT * FROM creators WHERE page_name = ?').get(pageName) as CreatorRow | undefined;
}

export function findCreator(db: Db, creatorId: string): CreatorRow | undefined {
  return stmt(db, 'SELECT * FROM creators WHERE creator_id = ?').get(creatorId) as CreatorRow | undefined;
}

export function sagaExists(db: Db, sagaId: string): boolean {
  return !!stmt(db, 'SELECT 1 FROM sagas WHERE saga_id = ?').get(sagaId);
}

function listAdventureRows(db: Db, seriesId: string): AdventureRow[] {
  return stmt(db, 'SELECT * FROM adventures WHERE series_id = ? ORDER BY position').all(seriesId) as AdventureRow[];
}

const parse = (row: AdventureRow): AdventureContent => ({
  ...row,
  chapters: JSON.parse(row.chapters_json) as ChapterSeed[],
  end: JSON.parse(row.end_json) as AdventureSeed['end'],
});

/** How many adventures a series has, without reading their chapters (home lists every series). */
export function countAdventures(db: Db, seriesId: string): number {
  return (stmt(db, 'SELECT count(*) AS n FROM adventures WHERE series_id = ?').get(seriesId) as { n: number }).n;
}

export function listAdventures(db: Db, seriesId: string): AdventureContent[] {
  return listAdventureRows(db, seriesId).map(parse);
}

export function findAdventure(db: Db, adventureId: string): AdventureContent | undefined {
  const row = stmt(db, 'SELECT * FROM adventures WHERE adventure_id = ?').get(adventureId) as AdventureRow | undefined;
  return row && parse(row);
}

export const seriesCharacters = (row: SeriesRow): CharacterSeed[] => JSON.parse(row.characters_json) as CharacterSeed[];
