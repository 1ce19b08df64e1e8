import * as z from 'zod/mini';
import type { SeriesPlayResponse } from '../../src/contract';
import { failedOnline, ok } from '../result';
import type { Result } from '../types';
import { defineCommand } from './define';
import { pullPlayed } from './pull-played';

/**
 * Online only: POST /ac/{id}/ starts or resumes one adventure; with restart the player's choices of it are
 * cleared first and it starts again at chapter 1. A choice still waiting to be sent would land on the
 * cleared adventure, so a restart waits for it.
 */
export const startAdventure = defineCommand({
  name: 'startAdventure',
  input: [z.string(), z.object({ restart: z.boolean() })],
  async run(ctx, [adventureId, { restart }]): Promise<Result<SeriesPlayResponse>> {
    const waiting = await ctx.db.outbox.where('scope').equals(`adventure:${adventureId}`).count();
    if (restart && waiting > 0) return { ok: false, message: 'Your last choice is still waiting to be sent. Restart once it has been.' };
    const out = await ctx.http.call('adventureStart', { params: { id: adventureId }, body: { restart } });
    if (out.kind !== 'ok') return failedOnline(out);
    await pullPlayed(ctx, adventureId);
    return ok(out.data);
  },
});
