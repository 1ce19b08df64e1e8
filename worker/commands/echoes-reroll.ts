import * as z from 'zod/mini';
import type { EchoList } from '../../src/contract';
import { failedOnline, ok } from '../result';
import { writeEchoes } from '../sync/sagas';
import { storyScope } from '../sync/story';
import type { Result } from '../types';
import { defineCommand } from './define';
import { NOT_SENT } from './stories';
import { afterWaiting } from './waiting';

/** POST /sagas/:id/echoes/reroll/ — a fresh draw of a custom story's echoes (subscribers, 3 per chapter). */
export const echoesReroll = defineCommand({
  name: 'echoesReroll',
  input: [z.string()],
  async run(ctx, [sagaId]): Promise<Result<EchoList>> {
    const blocked = await afterWaiting(ctx, storyScope(sagaId), NOT_SENT);
    if (blocked) return blocked;
    const out = await ctx.http.call('echoesReroll', { params: { sagaId }, body: {} });
    if (out.kind !== 'ok') return failedOnline(out);
    await ctx.db.transaction('rw', [ctx.db.echoes, ctx.db.outbox], () => writeEchoes(ctx.db, sagaId, out.data));
    return ok(out.data);
  },
});
