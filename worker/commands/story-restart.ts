import * as z from 'zod/mini';
import { storyScope } from '../sync/story';
import { defineCommand } from './define';
import { NOT_SENT, storeStory } from './stories';
import { afterWaiting } from './waiting';

/** POST /story/:id/restart/ — the owner's restart: back to the opening chapter; its echoes start over too. */
export const storyRestart = defineCommand({
  name: 'storyRestart',
  input: [z.string()],
  async run(ctx, [storyId]) {
    const blocked = await afterWaiting(ctx, storyScope(storyId), NOT_SENT);
    if (blocked) return blocked;
    const result = await storeStory(ctx, await ctx.http.call('storyRestart', { params: { storyId }, body: {} }));
    if (result.ok) void ctx.sync.refresh({ kind: 'echoes', id: storyId });
    return result;
  },
});
