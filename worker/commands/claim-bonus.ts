import { Task } from '../../src/contract';
import { failedOnline, ok } from '../result';
import { defineCommand } from './define';

/** A subscribe/continue option done (linked, commented, rated, installed ...): 24 hours of unlimited play, once. */
export const claimBonus = defineCommand({
  name: 'claimBonus',
  input: [Task],
  async run(ctx, [task]) {
    const out = await ctx.http.call('claimBonus', { body: { task } });
    if (out.kind !== 'ok') return failedOnline(out);
    await ctx.sync.refresh({ kind: 'user' });
    return ok({ message: out.data.message });
  },
});
