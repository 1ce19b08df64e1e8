/**
 * A custom story's online-only actions: the narrator retells the last chapter, the story goes back to its
 * opening, the echo list is drawn again. Each needs the server's answer to show anything, and comes after
 * the story's writes still waiting (a choice typed offline goes first).
 */
import type { EchoList, Story } from '../../src/contract';
import type { HttpOutcome } from '../http/outcome';
import { failedOnline, ok } from '../result';
import { writeEchoes } from '../sync/sagas';
import { storyScope, writeStory } from '../sync/story';
import type { Result } from '../types';
import type { CommandContext } from './context';
import { afterWaiting } from './waiting';

const NOT_SENT = 'Your earlier changes to this story have not been sent yet.';

async function storeStory(ctx: CommandContext, out: HttpOutcome<Story>): Promise<Result<Story>> {
  if (out.kind !== 'ok') return failedOnline(out);
  await ctx.db.transaction('rw', [ctx.db.stories, ctx.db.storyChapters], () => writeStory(ctx.db, out.data));
  return ok(out.data);
}

/** POST /story/:id/refresh/ — the last chapter told again, differently. */
export async function storyRefresh(ctx: CommandContext, storyId: string): Promise<Result<Story>> {
  const blocked = await afterWaiting(ctx, storyScope(storyId), NOT_SENT);
  if (blocked) return blocked;
  return storeStory(ctx, await ctx.http.call('storyRefresh', { params: { storyId }, body: {} }));
}

/** POST /story/:id/restart/ — back to the opening chapter; its echoes start over too. */
export async function storyRestart(ctx: CommandContext, storyId: string): Promise<Result<Story>> {
  const blocked = await afterWaiting(ctx, storyScope(storyId), NOT_SENT);
  if (blocked) return blocked;
  const result = await storeStory(ctx, await ctx.http.call('storyRestart', { params: { storyId }, body: {} }));
  if (result.ok) void ctx.sync.refresh({ kind: 'echoes', id: storyId });
  return result;
}

/** POST /sagas/:id/echoes/reroll/ — a fresh draw of echoes (subscribers, 3 per chapter). */
export async function echoesReroll(ctx: CommandContext, sagaId: string): Promise<Result<EchoList>> {
  const blocked = await afterWaiting(ctx, storyScope(sagaId), NOT_SENT);
  if (blocked) return blocked;
  const out = await ctx.http.call('echoesReroll', { params: { sagaId }, body: {} });
  if (out.kind !== 'ok') return failedOnline(out);
  await ctx.db.transaction('rw', [ctx.db.echoes, ctx.db.outbox], () => writeEchoes(ctx.db, sagaId, out.data));
  return ok(out.data);
}
