/** The Historian's rank, with the ensure that pulls it. */
import { db } from '../../db';
import { useEnsure } from '../../lib/useEnsure';
import { useLive } from '../../lib/useLive';

export function useRank() {
  const rank = useLive(async () => (await db.rank.get('me')) ?? null, []);
  const ensure = useEnsure({ kind: 'rank' });
  return { rank, ensure };
}
