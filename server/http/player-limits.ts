/**
 * Per-player limits on the writes and lookups someone could repeat by the hundred: counted in the database
 * (player_actions), so they hold across restarts and processes. Each is far beyond a real player's pace, a
 * comment every 36 seconds for an hour, say; an outbox replaying more waits out the Retry-After of the 429
 * (a server fault to it) and delivers the rest later, so nothing is lost. A route names its limit
 * (`route(..., { limit: 'comment' })`); a replayed Idempotency-Key never counts again.
 */
import { fail } from './errors';
import type { ServerContext } from './server-context';
import { countPlayerActions, logPlayerAction } from '../store/player-actions';

const HOUR = 3_600_000;

export const PLAYER_LIMITS = {
  /** A comment or a reply, in any thread. */
  comment: { max: 100, windowMs: HOUR, message: 'You have posted a lot in the last hour. Wait a little before posting again.' },
  /** A player looked up by username or email (POST /friends/), found or not. */
  lookup: { max: 60, windowMs: HOUR, message: 'You have looked up many players in the last hour. Wait a little and try again.' },
} as const;

export type PlayerAction = keyof typeof PLAYER_LIMITS;

/** Counts one action of the player, or refuses it (429 with Retry-After) when their window is full. */
export async function spendPlayerLimit(ctx: ServerContext, userId: string, action: PlayerAction): Promise<void> {
  const { max, windowMs, message } = PLAYER_LIMITS[action];
  const now = ctx.now();
  const { count, oldest } = await countPlayerActions(ctx.db, userId, action, now - windowMs);
  if (count >= Math.ceil(max * ctx.playerLimitScale)) fail(429, message, Math.max(1, Math.ceil(((oldest ?? now) + windowMs - now) / 1000)));
  await logPlayerAction(ctx.db, userId, action, now);
}
