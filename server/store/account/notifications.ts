/** Each player's notifications; extra_data is kept as JSON, as the app reads it back. */
import type { Db } from '../db';
import { countAll, num } from '../query';

export interface NotificationRow {
  notification_id: string;
  user_id: string;
  type: string;
  text: string;
  extra_json: string;
  created_at: number;
  read_at: number | null;
}

const COLUMNS = ['notification_id', 'user_id', 'type', 'text', 'extra_json', 'created_at', 'read_at'] as const;
const rowOf = (r: NotificationRow): NotificationRow => ({ ...r, created_at: num(r.created_at), read_at: r.read_at === null ? null : num(r.read_at) });

export async function insertNotification(db: Db, row: Omit<NotificationRow, 'read_at'>): Promise<void> {
  await db.insertInto('notifications').values(row).execute();
}

export async function listNotifications(db: Db, userId: string, limit = 100): Promise<NotificationRow[]> {
  const rows = await db.selectFrom('notifications').select(COLUMNS).where('user_id', '=', userId).orderBy('created_at', 'desc').orderBy('seq', 'desc').limit(limit).execute();
  return rows.map(rowOf);
}

/** Scoped by user: another player's notification is simply not found. */
export async function findNotification(db: Db, userId: string, id: string): Promise<NotificationRow | undefined> {
  const r = await db.selectFrom('notifications').select(COLUMNS).where('user_id', '=', userId).where('notification_id', '=', id).executeTakeFirst();
  return r && rowOf(r);
}

export async function markRead(db: Db, userId: string, id: string, now: number): Promise<void> {
  await db.updateTable('notifications').set({ read_at: now }).where('user_id', '=', userId).where('notification_id', '=', id).where('read_at', 'is', null).execute();
}

export async function markAllRead(db: Db, userId: string, now: number): Promise<void> {
  await db.updateTable('notifications').set({ read_at: now }).where('user_id', '=', userId).where('read_at', 'is', null).execute();
}

export async function unreadCount(db: Db, userId: string): Promise<number> {
  const r = await db.selectFrom('notifications').select(countAll().as('n')).where('user_id', '=', userId).where('read_at', 'is', null).executeTakeFirstOrThrow();
  return num(r.n);
}
