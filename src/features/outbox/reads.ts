/** The pending writes, as the header's button and each write's status line read them. */
import { db, type OutboxRow } from '../../db';
import { useLive } from '../../lib/useLive';

export const listOutbox = (): Promise<OutboxRow[]> => db.outbox.orderBy('seq').toArray();
export const getOutboxRow = async (id: string) => (await db.outbox.get(id)) ?? null;

export const useOutbox = () => useLive(listOutbox, []);
export const useOutboxRow = (id: string | null) => useLive(() => (id ? getOutboxRow(id) : Promise.resolve(null)), [id]);
