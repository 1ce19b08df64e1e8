/** A saga's Mythic Echoes as the device holds them. */
import { db, type EchoListRow } from '../../db';
import { useEnsure } from '../../lib/useEnsure';
import { useLive } from '../../lib/useLive';

export const getEchoes = async (sagaId: string): Promise<EchoListRow | null> => (await db.echoes.get(sagaId)) ?? null;

export function useEchoes(sagaId: string) {
  const list = useLive(() => getEchoes(sagaId), [sagaId]);
  const ensure = useEnsure({ kind: 'echoes', id: sagaId });
  return { list, ensure };
}
