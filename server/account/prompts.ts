/**
 * Prompts: what the world announces to one player, once each (src/contract/account/prompts.ts).
 * Events that happen in one place file their prompt there (`announce`: season perks, onboarding).
 * Rank-ups, avatars and room restarts are won in many places (dungeons, rank claims, sharing,
 * subscribing), so the list derives them when it is read: whatever the player holds and was never
 * announced is announced now. The dedupe key makes every event announce itself once.
 */
import { randomUUID } from 'node:crypto';
import type { Prompt, PromptKind } from '../../src/contract';
import { artUrl, rankArtKey, ROOM_RESTART_ART } from '../art/urls';
import { avatarArtKey } from '../content/account/avatars';
import { RANK_REWARDS } from '../content/account/ranks';
import { fail } from '../http/errors';
import { findAvatar } from '../store/account/avatars';
import { earnedAvatarIds, findPrompt, hasPrompt, insertPrompt, markPromptSeen, rankPerkRewardIds, type PromptRow, unseenPrompts } from '../store/account/prompts';
import { type Db, inTransaction } from '../store/db';
import { iso } from '../store/query';
import { rankPointsOf } from './dungeon-side';
import { rankOf } from './rank';

export interface Announcement {
  kind: PromptKind;
  title: string;
  text: string;
  image_url?: string | null;
  detail?: string | null;
}

/** Files a prompt for an event, unless that event (its dedupe key) was already announced. */
export async function announce(db: Db, userId: string, dedupeKey: string, a: Announcement, now: number): Promise<void> {
  await insertPrompt(db, {
    prompt_id: randomUUID(),
    user_id: userId,
    dedupe_key: dedupeKey,
    kind: a.kind,
    title: a.title,
    text: a.text,
    image_url: a.image_url ?? null,
    detail: a.detail ?? null,
    created_at: now,
  });
}

const MAX_PROMPTS = 20;

export async function promptList(db: Db, userId: string, now: number): Promise<{ prompts: Prompt[] }> {
  await inTransaction(db, (trx) => deriveHeld(trx, userId, now));
  return { prompts: (await unseenPrompts(db, userId, MAX_PROMPTS)).map(promptView) };
}

export async function promptSeen(db: Db, userId: string, promptId: string, now: number): Promise<{ prompt_id: string; seen: true }> {
  const row = await findPrompt(db, userId, promptId) ?? fail(404, 'There is no such prompt.');
  await markPromptSeen(db, row.prompt_id, now);
  return { prompt_id: row.prompt_id, seen: true };
}

/** Announces what the player holds and was never told about. */
async function deriveHeld(db: Db, userId: string, now: number): Promise<void> {
  const rank = rankOf(await rankPointsOf(db, userId));
  // Only the rank the player holds now: a jump of two ranks is one announcement.
  if (rank.rank > 1 && !await hasPrompt(db, userId, `rank:${rank.rank}`)) {
    await announce(
      db,
      userId,
      `rank:${rank.rank}`,
      {
        kind: 'rank_achievement',
        title: 'New Historian Rank!',
        detail: `Rank ${rank.rank}: ${rank.title}`,
        text: 'Your deeds in the Timelines have raised your standing. Claim your rank rewards in the Historian Rank.',
        image_url: artUrl(rankArtKey(rank.rank)),
      },
      now,
    );
  }
  for (const { avatar_id } of await earnedAvatarIds(db, userId)) {
    const avatar = await findAvatar(db, avatar_id);
    if (!avatar) continue;
    await announce(
      db,
      userId,
      `avatar:${avatar_id}`,
      { kind: 'achievement', title: 'Achievement Unlocked!', detail: avatar.name, text: `${avatar.description} It is yours to wear in your profile.`, image_url: artUrl(avatarArtKey(avatar_id)) },
      now,
    );
  }
  for (const rewardId of await rankPerkRewardIds(db, userId, 'free_room_restart')) {
    const reward = RANK_REWARDS.find((r) => r.reward_id === rewardId);
    const unlimited = reward?.amount === -1;
    await announce(
      db,
      userId,
      `room_restart:${rewardId}`,
      {
        kind: 'room_restart_achievement',
        title: 'Free Room Restart Earned!',
        detail: unlimited ? 'Unlimited room restarts' : `${reward?.amount ?? 1} free room restart${(reward?.amount ?? 1) === 1 ? '' : 's'}`,
        text: 'When a room goes wrong in a Timeline, restart it from the Restart menu without paying.',
        image_url: artUrl(ROOM_RESTART_ART),
      },
      now,
    );
  }
}

function promptView(row: PromptRow): Prompt {
  return {
    prompt_id: row.prompt_id,
    kind: row.kind as PromptKind,
    title: row.title,
    text: row.text,
    image_url: row.image_url,
    detail: row.detail,
    created_at: iso(row.created_at),
  };
}
