import { OFFLINE_MESSAGE } from '../http/outcome';
import { NEEDS_CONNECTION } from '../result';
import type { CommandContext } from './context';

/**
 * An online command on something whose writes still wait in the outbox (a Timeline's moves, a story's
 * choice) must come after them, or the server would see them out of order: they go first. Answers the
 * refusal to show when they could not be sent, else null.
 */
export async function afterWaiting(ctx: CommandContext, scope: string, notSent: string): Promise<{ ok: false; message: string } | null> {
  const head = () => ctx.db.outbox.where('[scope+seq]').between([scope, 0], [scope, Infinity]).first();
  if (!(await head())) return null;
  await ctx.outbox.wake();
  const waiting = await head();
  if (!waiting) return null;
  if (waiting.lastError === OFFLINE_MESSAGE) return { ok: false, message: NEEDS_CONNECTION };
  return { ok: false, message: notSent };
}
