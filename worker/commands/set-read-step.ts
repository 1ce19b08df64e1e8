import * as z from 'zod/mini';
import type { Result } from '../types';
import type { CommandContext } from './context';
import { defineCommand, perWorker } from './define';
import { done } from '../result';

/**
 * Where the player is on the read page. Not an outbox write: a lost read step costs a scroll, and
 * replaying stale ones in order would be worse than dropping them. Stored locally at once; sent
 * fire-and-forget, coalesced per dungeon: one request at a time, and only the latest step waits.
 */
function createReadStep({ db, http }: CommandContext) {
  const latest = new Map<string, number>();
  const sending = new Set<string>();

  async function send(dungeonId: string): Promise<void> {
    sending.add(dungeonId);
    try {
      for (let step = latest.get(dungeonId); step !== undefined; step = latest.get(dungeonId)) {
        latest.delete(dungeonId);
        const out = await http.call('dungeonUpdateProgress', { params: { id: dungeonId }, body: { read_step: step }, bestEffort: true });
        if (out.kind === 'network') return; // offline: the local step stands; the next one tries again
      }
    } finally {
      sending.delete(dungeonId);
    }
  }

  return async function setReadStep(dungeonId: string, step: number): Promise<Result> {
    if (!Number.isInteger(step) || step < 0) return { ok: false, message: 'Invalid read step' };
    await db.dungeonProgress.update(dungeonId, { read_step: step });
    latest.set(dungeonId, step);
    if (!sending.has(dungeonId)) void send(dungeonId);
    return done;
  };
}

const readStepOf = perWorker(createReadStep);

/** Remember where the player is in a Timeline's read page: stored at once, sent fire-and-forget (coalesced), not via the outbox. */
export const setReadStep = defineCommand({
  name: 'setReadStep',
  input: [z.string(), z.number()],
  run: (ctx, [dungeonId, step]) => readStepOf(ctx)(dungeonId, step),
});
