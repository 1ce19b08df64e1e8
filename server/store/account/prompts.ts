/** The player's prompts: announcements shown once (src/contract/account/prompts.ts). */
import type { Db } from '../db';
import { num } from '../query';

export interface PromptRow {
  prompt_id: string;
  user_id: string;
  dedupe_key: string;
  kind: string;
  title: string;
  text: string;
  image_url: string | null;
  detail: string | null;
  created_at: number;
  seen_at: number | null;
}

const COLUMNS = ['prompt_id', 'user_id', 'dedupe_key', 'kind', 'title', 'text', 'image_url', 'detail', 'created_at', 'seen_at'] as const;
const rowOf = (r: PromptRow): PromptRow => ({ ...r, created_at: num(r.created_at), seen_at: r.seen_at === null ? null : num(r.seen_at) });

/** Files a prompt unless one with the same dedupe key exists for the player (each event is announced once). */
export async function insertPrompt(db: Db, row: Omit<PromptRow, 'seen_at'>): Promise<void> {
  await db.insertInto('player_prompts').values(row).onConflict((oc) => oc.doNothing()).execute();
}

export async function hasPrompt(db: Db, userId: string, dedupeKey: string): Promise<boolean> {
  return (await db.selectFrom('player_prompts').select('prompt_id').where('user_id', '=', userId).where('dedupe_key', '=', dedupeKey).executeTakeFirst()) !== undefined;
}

export async function unseenPrompts(db: Db, userId: string, limit: number): Promise<PromptRow[]> {
  const rows = await db
    .selectFrom('player_prompts')
    .select(COLUMNS)
    .where('user_id', '=', userId)
    .where('seen_at', 'is', null)
    .orderBy('created_at')
    .orderBy('seq')
    .limit(limit)
    .execute();
  return rows.map(rowOf);
}

export async function findPrompt(db: Db, userId: string, promptId: string): Promise<PromptRow | undefined> {
  const r = await db.selectFrom('player_prompts').select(COLUMNS).where('user_id', '=', userId).where('prompt_id', '=', promptId).executeTakeFirst();
  return r && rowOf(r);
}

export async function markPromptSeen(db: Db, promptId: string, now: number): Promise<void> {
  await db
    .updateTable('player_prompts')
    .set((eb) => ({ seen_at: eb.fn.coalesce('seen_at', eb.val(now)) }))
    .where('prompt_id', '=', promptId)
    .execute();
}

/** The ids of the rank perks of one kind the player won (rank_perks), for announcing each once. */
export async function rankPerkRewardIds(db: Db, userId: string, kind: 'free_room_restart' | 'free_resurrection'): Promise<string[]> {
  const rows = await db.selectFrom('rank_perks').select('reward_id').where('user_id', '=', userId).where('kind', '=', kind).orderBy('created_at').execute();
  return rows.map((r) => r.reward_id);
}

/** Earned (not starting) avatars, oldest first. */
export async function earnedAvatarIds(db: Db, userId: string): Promise<{ avatar_id: string; earned_at: number }[]> {
  const rows = await db
    .selectFrom('user_avatars as ua')
    .innerJoin('avatars as a', 'a.avatar_id', 'ua.avatar_id')
    .select(['ua.avatar_id', 'ua.earned_at'])
    .where('ua.user_id', '=', userId)
    .where('a.kind', '<>', 'starting')
    .orderBy('ua.earned_at')
    .execute();
  return rows.map((r) => ({ avatar_id: r.avatar_id, earned_at: num(r.earned_at) }));
}
