import { DungeonContinue } from '../../src/contract';
import { PENDING_SEQ_BASE } from '../../src/db';
import { enqueue } from '../outbox/enqueue';
import { dungeonScope } from '../sync/crawl';
import type { Result } from '../types';
import { type CommandContext, done, invalid, notSaved, snippet } from './context';

/**
 * A typed Timeline choice: at once a pending 'input' event at the end of the crawl (after any earlier
 * pending ones: its seq follows the outbox's), sent in order with the dungeon's other writes.
 */
export async function submitDungeonChoice(ctx: CommandContext, dungeonId: string, text: string): Promise<Result> {
  const body = DungeonContinue.safeParse({ text });
  if (!body.success) return invalid(body.error);
  const { db, clock } = ctx;

  try {
    await enqueue(
      db,
      clock,
      {
        kind: 'dungeonChoice',
        scope: dungeonScope(dungeonId),
        request: { endpoint: 'dungeonContinue', params: { id: dungeonId }, body: body.data },
        label: `Choice: “${snippet(body.data.text)}”`,
      },
      [db.dungeonEvents],
      async (outbox_id, outboxSeq) => {
        const seq = PENDING_SEQ_BASE + outboxSeq;
        await db.dungeonEvents.add({
          dungeon_id: dungeonId,
          seq,
          event: {
            type: 'input',
            author: 'user',
            text: body.data.text,
            event_id: `local:${crypto.randomUUID()}`,
            seq,
            created_at: new Date(clock.now()).toISOString(),
          },
          pending_outbox_id: outbox_id,
        });
      },
    );
  } catch (e) {
    return notSaved(e);
  }
  void ctx.outbox.kick();
  return done;
}
