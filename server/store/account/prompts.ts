/** The player's prompts: announcements shown once (src/contract/account/prompts.ts). */
import type { Db } from '../db';
import { stmt } from '../stmt';

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

/** Files a prompt unless one with the same dedupe key exists for the player (each event is announced once). */
export function insertPrompt(db: Db, row: Omit<PromptRow, 'seen_at'>): void {
  stmt(
    db,
    `INSERT OR IGNORE INTO player_prompts (prompt_id, user_id, dedupe_key, kind, title, text, image_url, detail, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(row.prompt_id, row.user_id, row.dedupe_key, row.kind, row.title, row.text, row.image_url, row.detail, row.created_at);
}

export function hasPrompt(db: Db, userId: string, dedupeKey: string): boolean {
  return !!stmt(db, 'SELECT 1 FROM player_prompts WHERE user_id = ? AND dedupe_key = ?').get(userId, dedupeKey);
}

export function unseenPrompts(db: Db, userId: string, limit: number): PromptRow[] {
  return stmt(db, 'SELECT * FROM player_prompts WHERE user_id = ? AND seen_at IS NULL ORDER BY created_at, rowid LIMIT ?').all(userId, limit) as PromptRow[];
}

export function findPrompt(db: Db, userId: string, promptId: string): PromptRow | undefined {
  return stmt(db, 'SELECT * FROM player_prompts WHERE user_id = ? AND prompt_id = ?').get(userId, promptId) as PromptRow | undefined;
}

export function markPromptSeen(db: Db, promptId: string, now: number): void {
  stmt(db, 'UPDATE player_prompts SET seen_at = COALESCE(seen_at, ?) WHERE prompt_id = ?').run(now, promptId);
}

/** The ids of the rank perks of one kind the player won (rank_perks), for announcing each once. */
export function rankPerkRewardIds(db: Db, userId: string, kind: 'free_room_restart' | 'free_resurrection'): string[] {
  return stmt(db, 'SELECT reward_id FROM rank_perks WHERE user_id = ? AND kind = ? ORDER BY created_at').pluck().all(userId, kind) as string[];
}

/** Earned (not starting) avatars, oldest first. */
export function earnedAvatarIds(db: Db, userId: string): { avatar_id: string; earned_at: number }[] {
  return stmt(
    db,
    `SELECT ua.avatar_id, ua.earned_at FROM user_avatars ua JOIN avatars a ON a.avatar_id = ua.avatar_id
     WHERE ua.user_id = ? AND a.kind <> 'starting' ORDER BY ua.earned_at`,
  ).all(userId) as { avatar_id: string; earned_at: number }[];
}
