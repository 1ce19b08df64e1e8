/** Echo state of a story at one chapter: rerolls used and the Scroll of Fate (picked echoes). */
import type { Db } from '../db';

export async function rerollsUsed(db: Db, sagaId: string, turnNumber: number): Promise<number> {
  return (await db.selectFrom('echo_rerolls').select('count').where('saga_id', '=', sagaId).where('turn_number', '=', turnNumber).executeTakeFirst())?.count ?? 0;
}

export async function addReroll(db: Db, sagaId: string, turnNumber: number): Promise<void> {
  await db
    .insertInto('echo_rerolls')
    .values({ saga_id: sagaId, turn_number: turnNumber, count: 1 })
    .onConflict((oc) => oc.columns(['saga_id', 'turn_number']).doUpdateSet((eb) => ({ count: eb('echo_rerolls.count', '+', 1) })))
    .execute();
}

export interface PickRow {
  echo_id: string;
  is_featured: number;
}

export async function picksOf(db: Db, sagaId: string, turnNumber: number): Promise<PickRow[]> {
  return db.selectFrom('echo_picks').select(['echo_id', 'is_featured']).where('saga_id', '=', sagaId).where('turn_number', '=', turnNumber).orderBy('position').execute();
}

export async function featureEcho(db: Db, sagaId: string, turnNumber: number, echoId: string): Promise<void> {
  const position = (await picksOf(db, sagaId, turnNumber)).length;
  await db
    .insertInto('echo_picks')
    .values({ saga_id: sagaId, turn_number: turnNumber, echo_id: echoId, is_featured: 1, position })
    .onConflict((oc) => oc.columns(['saga_id', 'turn_number', 'echo_id']).doUpdateSet({ is_featured: 1 }))
    .execute();
}

/** Confirming replaces the scroll with the kept echoes; a featured echo stays featured. */
export async function replacePicks(db: Db, sagaId: string, turnNumber: number, echoIds: string[]): Promise<void> {
  const featured = new Set((await picksOf(db, sagaId, turnNumber)).filter((p) => p.is_featured).map((p) => p.echo_id));
  await db.deleteFrom('echo_picks').where('saga_id', '=', sagaId).where('turn_number', '=', turnNumber).execute();
  if (echoIds.length === 0) return;
  await db
    .insertInto('echo_picks')
    .values(echoIds.map((id, position) => ({ saga_id: sagaId, turn_number: turnNumber, echo_id: id, is_featured: featured.has(id) ? 1 : 0, position })))
    .execute();
}
