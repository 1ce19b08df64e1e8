import { RatingRequest } from '../../src/contract';
import { enqueue } from '../outbox/enqueue';
import type { Result } from '../types';
import { type CommandContext, done, invalid, notSaved } from './context';

/** The new rating shows at once (pending); the server's totals replace it when sent. */
export async function rate(ctx: CommandContext, req: RatingRequest): Promise<Result> {
  const body = RatingRequest.safeParse(req);
  if (!body.success) return invalid(body.error);
  const { db, clock } = ctx;
  const { target_type, target_id, rating } = body.data;

  try {
    await enqueue(
      db,
      clock,
      {
        kind: 'rating',
        scope: `rating:${target_type}:${target_id}`,
        request: { endpoint: 'rate', params: {}, body: body.data },
        label: `Rating: ${rating}★ for this ${target_type}`,
      },
      [db.ratings],
      async (outbox_id) => {
        // The row this one replaces travels in the outbox row, so discard can put it back.
        const replaced = (await db.ratings.get([target_type, target_id])) ?? null;
        const { average = null, count = null } = replaced ?? {};
        await db.ratings.put({ target_type, target_id, rating, average, count, pending: true, outbox_id });
        return { replaced };
      },
    );
  } catch (e) {
    return notSaved(e);
  }
  void ctx.outbox.kick();
  return done;
}
