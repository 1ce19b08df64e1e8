/**
 * Erasing a player (POST /user/delete-account/). Most tables name the player by a foreign key to users
 * with ON DELETE CASCADE, so deleting the users row takes them; this removes first what the cascade cannot:
 * rows keyed by email or by an id without a foreign key, the replies others wrote under the player's
 * comments (comments.parent_id has no cascade), and everything hanging off the player's custom stories
 * (their sagas rows, cards, threads and ratings). tests/server/account/deletion.test.ts reads the schema
 * and proves no row of the player is left in any table, a future one included.
 */
import type { Db } from '../db';
import { stmt } from '../stmt';

/** Deletes every row of the player; false when there was no such player. Run it in a transaction. */
export function erasePlayer(db: Db, userId: string): boolean {
  const email = stmt(db, 'SELECT email FROM users WHERE user_id = ?').pluck().get(userId) as string | undefined;
  if (email === undefined) return false;
  const run = (sql: string, ...args: unknown[]) => stmt(db, sql).run(...args);

  const sagas = stmt(db, 'SELECT saga_id FROM custom_sagas WHERE owner_id = ?').pluck().all(userId) as string[];
  for (const sagaId of sagas) {
    run("DELETE FROM comments WHERE kind = 'saga' AND target_id = ? AND parent_id IS NOT NULL", sagaId);
    run("DELETE FROM comments WHERE kind = 'saga' AND target_id = ?", sagaId);
    run('DELETE FROM ratings WHERE target_id = ?', sagaId);
    run('DELETE FROM story_feedback WHERE target_id = ?', sagaId);
    run('DELETE FROM card_dismissals WHERE card_id IN (SELECT card_id FROM collectible_cards WHERE saga_id = ?)', sagaId);
    run('DELETE FROM collectible_cards WHERE saga_id = ?', sagaId);
    run('DELETE FROM challenge_completions WHERE saga_id = ?', sagaId);
    run('DELETE FROM custom_sagas WHERE saga_id = ?', sagaId);
    run('DELETE FROM sagas WHERE saga_id = ? AND NOT EXISTS (SELECT 1 FROM series WHERE saga_id = ?)', sagaId, sagaId);
  }
  // A comment goes with the replies under it, whoever wrote them (as a deleted comment does on YouTube
  // or Facebook): a reply out of its conversation misreads.
  run('DELETE FROM comments WHERE parent_id IN (SELECT comment_id FROM comments WHERE user_id = ?)', userId);
  run('DELETE FROM comments WHERE user_id = ?', userId);
  // Stored answers: the player's own, and any other's that names them (a sign-in's, a friend added).
  run('DELETE FROM idempotency_keys WHERE scope = ? OR instr(body, ?) > 0', userId, userId);
  run('DELETE FROM player_actions WHERE user_id = ?', userId);
  // Another player's perk names who referred them: the perk stays theirs, the name goes.
  run("UPDATE play_passes SET source = replace(source, ?, 'a deleted account') WHERE instr(source, ?) > 0", userId, userId);
  for (const table of ['magic_codes', 'dev_mailbox', 'code_requests', 'code_failures']) run(`DELETE FROM ${table} WHERE email = ?`, email);
  run('DELETE FROM users WHERE user_id = ?', userId);
  return true;
}
