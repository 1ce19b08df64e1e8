/** The pending writes, as the header's button, the pending-writes sheet and each write's status line read them. */
import { db, type OutboxRow } from '../../db';
import { useLive } from '../../lib/useLive';

export interface OutboxCounts {
  count: number;
  failed: number;
}

export const listOutbox = (): Promise<OutboxRow[]> => db.outbox.orderBy('seq').toArray();
/** Two index counts, not the rows: the header re-reads them on every change while a thousand writes replay. */
export const countOutbox = async (): Promise<OutboxCounts> => {
  const [count, failed] = await Promise.all([db.outbox.count(), db.outbox.where('state').equals('failed').count()]);
  return { count, failed };
};
export const getOutboxRow = async (id: string) => (await db.outbox.get(id)) ?? null;

export const useOutbox = () => useLive(listOutbox, []);
export const useOutboxCounts = () => useLive(countOutbox, []);
export const useOutboxRow = (id: string | null) => useLive(() => (id ? getOutboxRow(id) : Promise.resolve(null)), [id]);
