/** Custom sagas: a player's own story, born from quick play. Each is also a row of sagas (for its comments). */
import type { Db } from '../db';
import { iso } from '../query';

export interface CustomSagaRow {
  saga_id: string;
  owner_id: string;
  owner_username: string | null;
  title: string;
  premise: string;
  from_saga_id: string | null;
  adventure_mode: 'solo' | 'echo';
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
}

const selectSagas = (db: Db) =>
  db
    .selectFrom('custom_sagas as s')
    .innerJoin('users as u', 'u.user_id', 's.owner_id')
    .select(['s.saga_id', 's.owner_id', 'u.username as owner_username', 's.title', 's.premise', 's.from_saga_id', 's.adventure_mode', 's.created_at', 's.updated_at', 's.deleted_at']);

/** Deleted ones too: a card holder still reads a saga its owner deleted. */
export async function findCustomSaga(db: Db, sagaId: string): Promise<CustomSagaRow | undefined> {
  return (await selectSagas(db).where('s.saga_id', '=', sagaId).executeTakeFirst()) as CustomSagaRow | undefined;
}

/** Any saga with this id: a seeded series' or a custom one (deleted ones included). */
export async function sagaIdTaken(db: Db, sagaId: string): Promise<boolean> {
  return (await db.selectFrom('sagas').select('saga_id').where('saga_id', '=', sagaId).executeTakeFirst()) !== undefined;
}

/** A player's custom sagas they still have, most recently played first (Continue Play's recents). */
export async function ownedCustomSagas(db: Db, ownerId: string): Promise<CustomSagaRow[]> {
  return (await selectSagas(db).where('s.owner_id', '=', ownerId).where('s.deleted_at', 'is', null).orderBy('s.updated_at', 'desc').execute()) as CustomSagaRow[];
}

export async function insertCustomSaga(
  db: Db,
  s: Pick<CustomSagaRow, 'saga_id' | 'owner_id' | 'title' | 'premise' | 'from_saga_id'>,
  now: number,
): Promise<void> {
  await db.insertInto('sagas').values({ saga_id: s.saga_id, name: s.title }).execute();
  await db.insertInto('custom_sagas').values({ ...s, created_at: iso(now), updated_at: iso(now) }).execute();
}

export async function touchCustomSaga(db: Db, sagaId: string, now: number): Promise<void> {
  await db.updateTable('custom_sagas').set({ updated_at: iso(now) }).where('saga_id', '=', sagaId).execute();
}

export async function setAdventureMode(db: Db, sagaId: string, mode: 'solo' | 'echo', now: number): Promise<void> {
  await db.updateTable('custom_sagas').set({ adventure_mode: mode, updated_at: iso(now) }).where('saga_id', '=', sagaId).execute();
}

export async function softDeleteCustomSaga(db: Db, sagaId: string, now: number): Promise<void> {
  await db.updateTable('custom_sagas').set({ deleted_at: iso(now) }).where('saga_id', '=', sagaId).execute();
}
