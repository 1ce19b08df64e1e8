/** Community challenges: the choices made in a saga's Memory, who made them, and completion. */
import type { Db } from '../db';
import { countAll, num } from '../query';

/** The choices made in the saga's adventures, less those of accounts whose email matches `exceptEmails` (a LIKE pattern). */
function choicesInSaga(db: Db, sagaId: string, exceptEmails?: string) {
  let q = db
    .selectFrom('adventure_choices as c')
    .innerJoin('adventures as a', 'a.adventure_id', 'c.adventure_id')
    .innerJoin('series as s', 's.series_id', 'a.series_id')
    .where('s.saga_id', '=', sagaId);
  if (exceptEmails !== undefined) q = q.where('c.user_id', 'not in', (eb) => eb.selectFrom('users').select('user_id').where('email', 'like', exceptEmails));
  return q;
}

export async function sagaChoiceCount(db: Db, sagaId: string, exceptEmails: string): Promise<number> {
  return num((await choicesInSaga(db, sagaId, exceptEmails).select(countAll().as('n')).executeTakeFirstOrThrow()).n);
}

export async function hasSagaChoice(db: Db, sagaId: string, userId: string): Promise<boolean> {
  return (await choicesInSaga(db, sagaId).select('c.user_id').where('c.user_id', '=', userId).limit(1).executeTakeFirst()) !== undefined;
}

export async function sagaParticipants(db: Db, sagaId: string, exceptEmails: string): Promise<string[]> {
  const rows = await choicesInSaga(db, sagaId, exceptEmails).select('c.user_id').distinct().orderBy('c.user_id').execute();
  return rows.map((r) => r.user_id);
}

export async function challengeCompletedAt(db: Db, sagaId: string): Promise<number | null> {
  const r = await db.selectFrom('challenge_completions').select('completed_at').where('saga_id', '=', sagaId).executeTakeFirst();
  return r ? num(r.completed_at) : null;
}

/** True only for the call that completed it (the primary key decides between racing ones). */
export async function markChallengeCompleted(db: Db, sagaId: string, now: number): Promise<boolean> {
  const r = await db.insertInto('challenge_completions').values({ saga_id: sagaId, completed_at: now }).onConflict((oc) => oc.doNothing()).executeTakeFirst();
  return num(r.numInsertedOrUpdatedRows) === 1;
}
