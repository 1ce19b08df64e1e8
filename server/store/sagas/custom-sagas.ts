/** Custom sagas: a player's own story, born from quick play. Each is also a row of sagas (for its comments). */
import type { Db } from '../db';
import { iso, stmt } from '../stmt';

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

const SELECT = 'SELECT s.*, u.username AS owner_username FROM custom_sagas s JOIN users u ON u.user_id = s.owner_id';

/** Deleted ones too: a card holder still reads a saga its owner deleted. */
export function findCustomSaga(db: Db, sagaId: string): CustomSagaRow | undefined {
  return stmt(db, `${SELECT} WHERE s.saga_id = ?`).get(sagaId) as CustomSagaRow | undefined;
}

/** Any saga with this id: a seeded series' or a custom one (deleted ones included). */
export function sagaIdTaken(db: Db, sagaId: string): boolean {
  return stmt(db, 'SELECT 1 FROM sagas WHERE saga_id = ?').get(sagaId) !== undefined;
}

/** A player's custom sagas they still have, most recently played first (Continue Play's recents). */
export function ownedCustomSagas(db: Db, ownerId: string): CustomSagaRow[] {
  return stmt(db, `${SELECT} WHERE s.owner_id = ? AND s.deleted_at IS NULL ORDER BY s.updated_at DESC`).all(ownerId) as CustomSagaRow[];
}

export function insertCustomSaga(
  db: Db,
  s: Pick<CustomSagaRow, 'saga_id' | 'owner_id' | 'title' | 'premise' | 'from_saga_id'>,
  now: number,
): void {
  stmt(db, 'INSERT INTO sagas (saga_id, name) VALUES (?, ?)').run(s.saga_id, s.title);
  stmt(
    db,
    `INSERT INTO custom_sagas (saga_id, owner_id, title, premise, from_saga_id, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  ).run(s.saga_id, s.owner_id, s.title, s.premise, s.from_saga_id, iso(now), iso(now));
}

export function touchCustomSaga(db: Db, sagaId: string, now: number): void {
  stmt(db, 'UPDATE custom_sagas SET updated_at = ? WHERE saga_id = ?').run(iso(now), sagaId);
}

export function setAdventureMode(db: Db, sagaId: string, mode: 'solo' | 'echo', now: number): void {
  stmt(db, 'UPDATE custom_sagas SET adventure_mode = ?, updated_at = ? WHERE saga_id = ?').run(mode, iso(now), sagaId);
}

export function softDeleteCustomSaga(db: Db, sagaId: string, now: number): void {
  stmt(db, 'UPDATE custom_sagas SET deleted_at = ? WHERE saga_id = ?').run(iso(now), sagaId);
}
