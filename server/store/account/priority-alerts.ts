/** The team event's tallies: the choices Historians typed in Timelines within the event's window. */
import type { Db } from '../db';
import { countAll, num } from '../query';

/** Window bounds are ISO strings, as dungeon events keep their time. */
export async function choicesMade(db: Db, from: string, to: string): Promise<number> {
  const r = await db
    .selectFrom('dungeon_events')
    .select(countAll().as('n'))
    .where('type', '=', 'input')
    .where('created_at', '>=', from)
    .where('created_at', '<', to)
    .executeTakeFirstOrThrow();
  return num(r.n);
}

/** The Historians who made the most, most first; ties go to whoever reached the count first. */
export async function topChoosers(db: Db, from: string, to: string, limit: number): Promise<{ user_id: string; amount: number }[]> {
  const rows = await db
    .selectFrom('dungeon_events')
    .select((eb) => ['user_id', countAll().as('amount'), eb.fn.max('created_at').as('last')])
    .where('type', '=', 'input')
    .where('created_at', '>=', from)
    .where('created_at', '<', to)
    .groupBy('user_id')
    .orderBy('amount', 'desc')
    .orderBy('last', 'asc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({ user_id: r.user_id, amount: num(r.amount) }));
}
