/** Echo state of a story at one chapter: rerolls used and the Scroll of Fate (picked echoes). */
import type { Db } from '../db';
import { stmt } from '../stmt';

export function rerollsUsed(db: Db, sagaId: string, turnNumber: number): number {
  return (stmt(db, 'SELECT count FROM echo_rerolls WHERE saga_id = ? AND turn_number = ?').pluck().get(sagaId, turnNumber) as number | undefined) ?? 0;
}

export function addReroll(db: Db, sagaId: string, turnNumber: number): void {
  stmt(
    db,
    `INSERT INTO echo_rerolls (saga_id, turn_number, count) VALUES (?, ?, 1)
     ON CONFLICT (saga_id, turn_number) DO UPDATE SET count = count + 1`,
  ).run(sagaId, turnNumber);
}

export interface PickRow {
  echo_id: string;
  is_featured: number;
}

export function picksOf(db: Db, sagaId: string, turnNumber: number): PickRow[] {
  return stmt(db, 'SELECT echo_id, is_featured FROM echo_picks WHERE saga_id = ? AND turn_number = ? ORDER BY position').all(
    sagaId,
    turnNumber,
  ) as PickRow[];
}

export function featureEcho(db: Db, sagaId: string, turnNumber: number, echoId: string): void {
  const position = picksOf(db, sagaId, turnNumber).length;
  stmt(
    db,
    `INSERT INTO echo_picks (saga_id, turn_number, echo_id, is_featured, position) VALUES (?, ?, ?, 1, ?)
     ON CONFLICT DO UPDATE SET is_featured = 1`,
  ).run(sagaId, turnNumber, echoId, position);
}

/** Confirming replaces the scroll with the kept echoes; a featured echo stays featured. */
export function replacePicks(db: Db, sagaId: string, turnNumber: number, echoIds: string[]): void {
  const featured = new Set(picksOf(db, sagaId, turnNumber).filter((p) => p.is_featured).map((p) => p.echo_id));
  stmt(db, 'DELETE FROM echo_picks WHERE saga_id = ? AND turn_number = ?').run(sagaId, turnNumber);
  echoIds.forEach((id, position) =>
    stmt(db, 'INSERT INTO echo_picks (saga_id, turn_number, echo_id, is_featured, position) VALUES (?, ?, ?, ?, ?)').run(
      sagaId,
      turnNumber,
      id,
      featured.has(id) ? 1 : 0,
      position,
    ),
  );
}
