/** Trading cards and how many of each a player holds. */
import type { Db } from '../db';
import { iso, stmt } from '../stmt';

export interface CardRow {
  card_id: string;
  saga_id: string;
  award_key: string | null;
  name: string;
  art: string;
  type: 'gold' | 'silver' | 'custom';
  is_fanfiction: number;
  is_public: number;
  created_by: string | null;
  created_by_username: string | null;
  award_text: string;
  position: number;
  count: number;
  /** When the custom saga behind it was deleted by its creator (null: not deleted, or a seeded card). */
  saga_deleted_at: string | null;
}

export type CardSeed = Omit<CardRow, 'created_by' | 'created_by_username' | 'count' | 'is_public' | 'is_fanfiction' | 'saga_deleted_at'>;

/** Cards with the viewer's count; creators' usernames and the custom saga's deletion joined. */
const SELECT = `SELECT c.*, u.username AS created_by_username, coalesce(h.count, 0) AS count, s.deleted_at AS saga_deleted_at
  FROM collectible_cards c LEFT JOIN users u ON u.user_id = c.created_by
  LEFT JOIN card_holdings h ON h.card_id = c.card_id AND h.user_id = ?
  LEFT JOIN custom_sagas s ON s.saga_id = c.saga_id`;

/** Idempotent by card id: seeding again updates names and art. */
export function upsertSeededCard(db: Db, c: CardSeed): void {
  stmt(
    db,
    `INSERT INTO collectible_cards (card_id, saga_id, award_key, name, art, type, is_fanfiction, is_public, created_by, award_text, position)
     VALUES (?, ?, ?, ?, ?, ?, 0, 1, NULL, ?, ?)
     ON CONFLICT (card_id) DO UPDATE SET saga_id = excluded.saga_id, award_key = excluded.award_key, name = excluded.name,
       art = excluded.art, type = excluded.type, award_text = excluded.award_text, position = excluded.position`,
  ).run(c.card_id, c.saga_id, c.award_key, c.name, c.art, c.type, c.award_text, c.position);
}

export function insertCustomCard(db: Db, c: { card_id: string; saga_id: string; name: string; art: string; is_fanfiction: boolean; created_by: string }): void {
  stmt(
    db,
    `INSERT INTO collectible_cards (card_id, saga_id, award_key, name, art, type, is_fanfiction, is_public, created_by, award_text, position)
     VALUES (?, ?, NULL, ?, ?, 'custom', ?, 0, ?, 'Created in quick play', 1000)`,
  ).run(c.card_id, c.saga_id, c.name, c.art, c.is_fanfiction ? 1 : 0, c.created_by);
}

export function findCard(db: Db, viewerId: string, cardId: string): CardRow | undefined {
  return stmt(db, `${SELECT} WHERE c.card_id = ?`).get(viewerId, cardId) as CardRow | undefined;
}

export function cardByAward(db: Db, awardKey: string): string | undefined {
  return stmt(db, 'SELECT card_id FROM collectible_cards WHERE award_key = ?').pluck().get(awardKey) as string | undefined;
}

export function customCardOf(db: Db, sagaId: string): string | undefined {
  return stmt(db, "SELECT card_id FROM collectible_cards WHERE saga_id = ? AND type = 'custom'").pluck().get(sagaId) as string | undefined;
}

export function originalCards(db: Db, viewerId: string): CardRow[] {
  return stmt(db, `${SELECT} WHERE c.type <> 'custom' ORDER BY c.position, c.card_id`).all(viewerId) as CardRow[];
}

/**
 * The viewer's own custom cards (until they delete the saga: their own copies do not keep it), those they
 * hold (a deleted saga's too: its holders keep it), and every public one of a saga still there, less the
 * cards the viewer removed.
 */
export function customCards(db: Db, viewerId: string): CardRow[] {
  return stmt(
    db,
    `${SELECT} WHERE c.type = 'custom'
       AND CASE WHEN c.created_by = ? THEN s.deleted_at IS NULL ELSE h.count > 0 OR (c.is_public = 1 AND s.deleted_at IS NULL) END
       AND NOT EXISTS (SELECT 1 FROM card_dismissals d WHERE d.user_id = ? AND d.card_id = c.card_id)
     ORDER BY c.rowid DESC`,
  ).all(viewerId, viewerId, viewerId) as CardRow[];
}

/** Someone else's custom card leaves the viewer's collection: their copies and its place in the custom tab. */
export function dismissCard(db: Db, viewerId: string, cardId: string, now: number): void {
  stmt(db, 'INSERT OR IGNORE INTO card_dismissals (user_id, card_id, dismissed_at) VALUES (?, ?, ?)').run(viewerId, cardId, now);
  stmt(db, 'DELETE FROM card_holdings WHERE user_id = ? AND card_id = ?').run(viewerId, cardId);
}

/** Receiving a card again (a new version of it) brings it back to a collection it was removed from. */
function undismiss(db: Db, userId: string, cardId: string): void {
  stmt(db, 'DELETE FROM card_dismissals WHERE user_id = ? AND card_id = ?').run(userId, cardId);
}

export function sagaCards(db: Db, viewerId: string, sagaId: string): CardRow[] {
  return stmt(db, `${SELECT} WHERE c.saga_id = ? ORDER BY c.position, c.card_id`).all(viewerId, sagaId) as CardRow[];
}

export function giveCard(db: Db, userId: string, cardId: string, now: number): void {
  undismiss(db, userId, cardId);
  stmt(
    db,
    `INSERT INTO card_holdings (user_id, card_id, count, updated_at) VALUES (?, ?, 1, ?)
     ON CONFLICT (user_id, card_id) DO UPDATE SET count = count + 1, updated_at = excluded.updated_at`,
  ).run(userId, cardId, iso(now));
}

export function setCardPublic(db: Db, cardId: string, isPublic: boolean): void {
  stmt(db, 'UPDATE collectible_cards SET is_public = ? WHERE card_id = ?').run(isPublic ? 1 : 0, cardId);
}
