import * as z from 'zod/mini';
import { storyScope } from '../sync/story';
import { defineCommand } from './define';
import { NOT_SENT, storeStory } from './stories';
import { afterWaiting } from './waiting';

/** POST /story/:id/refresh/ — the owner's refresh: the last chapter told again, differently. */
export const storyRefresh = defineCommand({
  name: 'storyRefresh',
  input: [z.string()],
  async run(ctx, [storyId]) {
    const blocked = await afterWaiting(ctx, storyScope(storyId), NOT_SENT);
    if (blocked) return blocked;
    return storeStory(ctx, await ctx.http.call('storyRefresh', { params: { storyId }, body: {} }));
  },
});
