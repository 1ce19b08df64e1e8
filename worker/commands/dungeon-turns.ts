import type { TurnResponse } from '../../src/contract';
import type { HttpOutcome } from '../http/outcome';
import { dungeonScope, progressMedia, turnTables, writeTurn } from '../sync/crawl';
import type { Result } from '../types';
import type { CommandContext } from './context';
import { failedOnline, ok } from '../result';
import { afterWaiting } from './waiting';

/** A turn played online (start, resurrect, restart-room, change-room, reset) comes after the moves still waiting. */
export const afterWaitingMoves = (ctx: CommandContext, dungeonId: string) =>
  afterWaiting(ctx, dungeonScope(dungeonId), 'Your earlier moves in this Timeline have not been sent yet.');

/**
 * Stores the turn the server played, in one transaction, and answers it. Each of these calls names the
 * last event the device holds (after_seq), so the answer brings every event after it and no more.
 */
export async function storeTurn<T extends TurnResponse>(ctx: CommandContext, out: HttpOutcome<T>, extra?: () => Promise<void>): Promise<Result<T>> {
  if (out.kind !== 'ok') return failedOnline(out);
  const { db, clock } = ctx;
  await db.transaction('rw', [...turnTables(db), db.dungeons], async () => {
    await writeTurn(db, out.data, clock.now());
    await extra?.();
  });
  ctx.prefetch?.(progressMedia(out.data.progress));
  return ok(out.data);
}
