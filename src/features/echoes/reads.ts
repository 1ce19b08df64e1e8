/** A saga's Mythic Echoes as the device holds them. */
import { db, type EchoListRow } from '../../db';
import { useEnsured } from '../../lib/useEnsure';

export const getEchoes = async (sagaId: string): Promise<EchoListRow | null> => (await db.echoes.get(sagaId)) ?? null;

export function useEchoes(sagaId: string) {
  const { value: list, ensure } = useEnsured({ kind: 'echoes', id: sagaId }, () => getEchoes(sagaId), [sagaId]);
  return { list, ensure };
}
