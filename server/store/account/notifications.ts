/** Each player's notifications; extra_data is kept as JSON, as the app reads it back. */
import type { Db } from '../db';
import { stmt } from '../stmt';

export interface NotificationRow {
  notification_id: string;
  user_id: string;
  type: string;
  text: string;
  extra_json: string;
  created_at: number;
  read_at: number | null;
}

export function insertNotification(db: Db, row: Omit<NotificationRow, 'read_at'>): void {
  stmt(
    db,
    'INSERT INTO notifications (notification_id, user_id, type, text, extra_json, created_at) VALUES (?, ?, ?, ?, ?, ?)',
  ).run(row.notification_id, row.user_id, row.type, row.text, row.extra_json, row.created_at);
}

export function listNotifications(db: Db, userId: string, limit = 100): NotificationRow[] {
  return stmt(db, 'SELECT * FROM notifications WHERE user_id = ? ORDER BY created_at DESC, rowid DESC LIMIT ?').all(userId, limit) as NotificationRow[];
}

/** Scoped by user: another player's notification is simply not found. */
export function findNotification(db: Db, userId: string, id: string): NotificationRow | undefined {
  return stmt(db, 'SELECT * FROM notifications WHERE user_id = ? AND notification_id = ?').get(userId, id) as NotificationRow | undefined;
}

export function markRead(db: Db, userId: string, id: string, now: number): void {
  stmt(db, 'UPDATE notifications SET read_at = ? WHERE user_id = ? AND notification_id = ? AND read_at IS NULL').run(now, userId, id);
}

export function markAllRead(db: Db, userId: string, now: number): void {
  stmt(db, 'UPDATE notifications SET read_at = ? WHERE user_id = ? AND read_at IS NULL').run(now, userId);
}

export function unreadCount(db: Db, userId: string): number {
  return stmt(db, 'SELECT COUNT(*) FROM notifications WHERE user_id = ? AND read_at IS NULL').pluck().get(userId) as number;
}
