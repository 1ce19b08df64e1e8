/** Unlimited-play passes: a paid subscription or a free-play perk (codes, referrals, bonuses, ads). */
import type { Db } from '../db';
import { num, prepared } from '../query';

export type PassKind = 'subscription' | 'unlimited_play' | 'keys_choices';

export async function addPass(db: Db, userId: string, kind: PassKind, source: string, startsAt: number, endsAt: number): Promise<void> {
  await db.insertInto('play_passes').values({ user_id: userId, kind, source, starts_at: startsAt, ends_at: endsAt }).execute();
}

/** Asked on most reads (what the player may play), for a few fixed lists of kinds: one prepared read per list. */
const byKinds = new Map<string, (db: Db, userId: string, now: number) => Promise<{ starts_at: number; ends_at: number }[]>>();
function passesOf(kinds: readonly PassKind[]) {
  const key = kinds.join(',');
  let read = byKinds.get(key);
  if (!read) {
    read = prepared((db, userId: string, now: number) =>
      db.selectFrom('play_passes').select(['starts_at', 'ends_at']).where('user_id', '=', userId).where('kind', 'in', kinds).where('ends_at', '>', now).orderBy('starts_at'),
    );
    byKinds.set(key, read);
  }
  return read;
}

/**
 * When the player's unlimited play of these kinds runs out: the end of the passes running now and of every
 * pass queued after them without a gap (perks stack, so a second one starts where the first ends), or null.
 */
export async function passEnd(db: Db, userId: string, kinds: readonly PassKind[], now: number): Promise<number | null> {
  if (kinds.length === 0) return null;
  const passes = await passesOf(kinds)(db, userId, now);
  let end: number | null = null;
  for (const p of passes) {
    if (num(p.starts_at) > (end ?? now)) break;
    end = Math.max(end ?? now, num(p.ends_at));
  }
  return end;
}

/** When the player's last pass of a kind ends, running or not: a new paid month extends from there. */
export async function lastPassEnd(db: Db, userId: string, kind: PassKind): Promise<number | null> {
  const r = await db.selectFrom('play_passes').select((eb) => eb.fn.max('ends_at').as('end')).where('user_id', '=', userId).where('kind', '=', kind).executeTakeFirst();
  return r?.end === null || r?.end === undefined ? null : num(r.end);
}
