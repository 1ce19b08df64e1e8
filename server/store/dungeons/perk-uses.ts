/** Rank perks spent in play: one row per free resurrection or room restart taken from a counted perk. */
import type { Db } from '../db';
import { countAll, iso, num, prepared } from '../query';

export type PerkKind = 'free_resurrection' | 'free_room_restart';

const uses = prepared((db, userId: string, kind: PerkKind) => db.selectFrom('rank_perk_uses').select(countAll().as('n')).where('user_id', '=', userId).where('kind', '=', kind));

export async function perkUsesOf(db: Db, userId: string, kind: PerkKind): Promise<number> {
  return num((await uses(db, userId, kind))[0]?.n);
}

export async function spendPerk(db: Db, userId: string, kind: PerkKind, dungeonId: string, now: number): Promise<void> {
  await db.insertInto('rank_perk_uses').values({ user_id: userId, kind, dungeon_id: dungeonId, at: iso(now) }).execute();
}
