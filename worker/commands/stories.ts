/**
 * What a custom story's online-only commands share (storyRefresh, storyRestart, echoesReroll): each needs
 * the server's answer to show anything, and comes after the story's writes still waiting (a choice typed
 * offline goes first).
 */
import type { Story } from '../../src/contract';
import type { HttpOutcome } from '../http/outcome';
import { failedOnline, ok } from '../result';
import { writeStory } from '../sync/story';
import type { Result } from '../types';
import type { CommandContext } from './context';

export const NOT_SENT = 'Your earlier changes to this story have not been sent yet.';

/** Stores the story the server answered, in one transaction. */
export async function storeStory(ctx: CommandContext, out: HttpOutcome<Story>): Promise<Result<Story>> {
  if (out.kind !== 'ok') return failedOnline(out);
  await ctx.db.transaction('rw', [ctx.db.stories, ctx.db.storyChapters], () => writeStory(ctx.db, out.data));
  return ok(out.data);
}
