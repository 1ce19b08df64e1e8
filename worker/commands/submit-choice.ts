import { ContinueRequest } from '../../src/contract';
import { enqueue, Refused } from '../outbox/enqueue';
import type { Result } from '../types';
import { type CommandContext, done, invalid, notSaved, snippet } from './context';

/** The player's choice at the moment ending `chapter`: a pending choice card now, sent when online. */
export async function submitChoice(ctx: CommandContext, adventureId: string, chapter: number, text: string): Promise<Result> {
  const body = ContinueRequest.safeParse({ chapter, choice: text });
  if (!body.success) return invalid(body.error);
  const { db, clock } = ctx;

  try {
    await enqueue(
      db,
      clock,
      {
        kind: 'choice',
        scope: `adventure:${adventureId}`,
        request: { endpoint: 'adventureContinue', params: { id: adventureId }, body: body.data },
        label: `Choice: “${snippet(body.data.choice)}”`,
      },
      [db.chapters],
      async (outbox_id) => {
        const existing = await db.chapters.get([adventureId, chapter]);
        if (existing?.pending_choice) throw new Refused('Your choice for this chapter is already waiting to be sent.');
        await db.chapters.update([adventureId, chapter], { pending_choice: { outbox_id, text: body.data.choice } });
      },
    );
  } catch (e) {
    return notSaved(e);
  }
  void ctx.outbox.kick();
  return done;
}
