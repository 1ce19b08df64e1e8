import type { CommunityChallenge } from '../../contract';
import { useEffect } from 'react';
import { db, type PromptRow } from '../../db';
import { useEnsure } from '../../lib/useEnsure';
import { useLive } from '../../lib/useLive';
import { useOnline } from '../../lib/useOnline';
import { sync } from '../../worker-client';

/** The prompts not yet seen here, oldest first: the next one to show is the first. */
export const listUnseenPrompts = async (): Promise<PromptRow[]> => (await db.prompts.orderBy('created_at').toArray()).filter((p) => !p.seen);
export const getPrompt = async (id: string): Promise<PromptRow | null> => (await db.prompts.get(id)) ?? null;
export const getChallenge = async (sagaId: string): Promise<CommunityChallenge | null> => {
  const row = await db.documents.get(`challenge:${sagaId}`);
  return row ? (row.value as CommunityChallenge) : null;
};

/**
 * The unseen prompts. `pull`: the player is on the Sanctum or the home page, so ask the server for new ones
 * each time they arrive there (a rank won in a Timeline shows when they come back, not minutes later).
 */
export function useUnseenPrompts(pull: boolean) {
  const online = useOnline();
  useEffect(() => {
    if (pull && online) void sync.refresh({ kind: 'prompts' });
  }, [pull, online]);
  return useLive(listUnseenPrompts, []);
}

export const usePrompt = (id: string) => useLive(() => getPrompt(id), [id]);

export function useChallenge(sagaId: string) {
  const ensure = useEnsure({ kind: 'challenge', id: sagaId });
  return { challenge: useLive(() => getChallenge(sagaId), [sagaId]), ensure };
}
