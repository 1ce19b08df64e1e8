/** One rating per player and target; rating again replaces it. */
import type { Db } from './db';
import { countAll, iso, num } from './query';

export async function putRating(
  db: Db,
  r: { user_id: string; target_type: string; target_id: string; rating: number; comment: string | null },
  now: number,
): Promise<void> {
  await db
    .insertInto('ratings')
    .values({ ...r, updated_at: iso(now) })
    .onConflict((oc) =>
      oc.columns(['user_id', 'target_type', 'target_id']).doUpdateSet((eb) => ({
        rating: eb.ref('excluded.rating'),
        comment: eb.ref('excluded.comment'),
        updated_at: eb.ref('excluded.updated_at'),
      })),
    )
    .execute();
}

export async function ratingSummary(db: Db, targetType: string, targetId: string): Promise<{ average: number; count: number }> {
  const row = await db
    .selectFrom('ratings')
    .select((eb) => [eb.fn.avg<number | string | null>('rating').as('average'), countAll().as('count')])
    .where('target_type', '=', targetType)
    .where('target_id', '=', targetId)
    .executeTakeFirstOrThrow();
  return { average: Math.round(num(row.average) * 100) / 100, count: num(row.count) };
}

/** Whether the player rated anything of these types (the review bonuses). */
export async function hasRated(db: Db, userId: string, targetTypes: readonly string[]): Promise<boolean> {
  if (targetTypes.length === 0) return false;
  const row = await db.selectFrom('ratings').select('user_id').where('user_id', '=', userId).where('target_type', 'in', targetTypes).limit(1).executeTakeFirst();
  return row !== undefined;
}

export async function hasRatedTarget(db: Db, userId: string, targetType: string, targetId: string): Promise<boolean> {
  const row = await db
    .selectFrom('ratings')
    .select('user_id')
    .where('user_id', '=', userId)
    .where('target_type', '=', targetType)
    .where('target_id', '=', targetId)
    .executeTakeFirst();
  return row !== undefined;
}
