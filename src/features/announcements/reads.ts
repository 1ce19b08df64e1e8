import type { CommunityChallenge } from '../../contract';
import { db, type PromptRow } from '../../db';
import { useEnsure } from '../../lib/useEnsure';
import { useLive } from '../../lib/useLive';

/** The prompts not yet seen here, oldest first: the next one to show is the first. */
export const listUnseenPrompts = async (): Promise<PromptRow[]> => (await db.prompts.orderBy('created_at').toArray()).filter((p) => !p.seen);
export const getPrompt = async (id: string): Promise<PromptRow | null> => (await db.prompts.get(id)) ?? null;
export const getChallenge = async (sagaId: string): Promise<CommunityChallenge | null> => {
  const row = await db.documents.get(`challenge:${sagaId}`);
  return row ? (row.value as CommunityChallenge) : null;
};

/** The unseen prompts; `pull` asks the server for new ones (on the Sanctum and the home page). */
export function useUnseenPrompts(pull: boolean) {
  useEnsure(pull ? { kind: 'prompts' } : null);
  return useLive(listUnseenPrompts, []);
}

export const usePrompt = (id: string) => useLive(() => getPrompt(id), [id]);

export function useChallenge(sagaId: string) {
  const ensure = useEnsure({ kind: 'challenge', id: sagaId });
  return { challenge: useLive(() => getChallenge(sagaId), [sagaId]), ensure };
}
