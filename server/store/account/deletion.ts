/**
 * Erasing a player (POST /user/delete-account/). Most tables name the player by a foreign key to users
 * with ON DELETE CASCADE, so deleting the users row takes them; this removes first what the cascade cannot:
 * rows keyed by email or by an id without a foreign key, the replies others wrote under the player's
 * comments (comments.parent_id has no cascade), and everything hanging off the player's custom stories
 * (their sagas rows, cards, threads and ratings). tests/server/account/deletion.test.ts reads the schema
 * and proves no row of the player is left in any table, a future one included.
 */
import { sql } from 'kysely';
import type { Db } from '../db';

/** A LIKE pattern that finds `text` anywhere, whatever characters it holds. */
const containing = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Deletes every row of the player; false when there was no such player. Run it in a transaction. */
export async function erasePlayer(db: Db, userId: string): Promise<boolean> {
  const user = await db.selectFrom('users').select('email').where('user_id', '=', userId).executeTakeFirst();
  if (user === undefined) return false;

  const sagas = (await db.selectFrom('custom_sagas').select('saga_id').where('owner_id', '=', userId).execute()).map((r) => r.saga_id);
  for (const sagaId of sagas) {
    await db.deleteFrom('comments').where('kind', '=', 'saga').where('target_id', '=', sagaId).where('parent_id', 'is not', null).execute();
    await db.deleteFrom('comments').where('kind', '=', 'saga').where('target_id', '=', sagaId).execute();
    await db.deleteFrom('ratings').where('target_id', '=', sagaId).execute();
    await db.deleteFrom('story_feedback').where('target_id', '=', sagaId).execute();
    await db.deleteFrom('card_dismissals').where('card_id', 'in', db.selectFrom('collectible_cards').select('card_id').where('saga_id', '=', sagaId)).execute();
    await db.deleteFrom('collectible_cards').where('saga_id', '=', sagaId).execute();
    await db.deleteFrom('challenge_completions').where('saga_id', '=', sagaId).execute();
    await db.deleteFrom('custom_sagas').where('saga_id', '=', sagaId).execute();
    await db
      .deleteFrom('sagas')
      .where('saga_id', '=', sagaId)
      .where(({ not, exists, selectFrom }) => not(exists(selectFrom('series').select('series_id').where('saga_id', '=', sagaId))))
      .execute();
  }
  // A comment goes with the replies under it, whoever wrote them (as a deleted comment does on YouTube
  // or Facebook): a reply out of its conversation misreads.
  await db.deleteFrom('comments').where('parent_id', 'in', db.selectFrom('comments').select('comment_id').where('user_id', '=', userId)).execute();
  await db.deleteFrom('comments').where('user_id', '=', userId).execute();
  // Stored answers: the player's own, and any other's that names them (a sign-in's, a friend added).
  await db
    .deleteFrom('idempotency_keys')
    .where((eb) => eb.or([eb('scope', '=', userId), sql<boolean>`body like ${containing(userId)} escape '\\'`]))
    .execute();
  await db.deleteFrom('player_actions').where('user_id', '=', userId).execute();
  // Another player's perk names who referred them: the perk stays theirs, the name goes.
  await db
    .updateTable('play_passes')
    .set({ source: sql<string>`replace(source, ${userId}, 'a deleted account')` })
    .where(sql<boolean>`source like ${containing(userId)} escape '\\'`)
    .execute();
  for (const table of ['magic_codes', 'dev_mailbox', 'code_requests', 'code_failures'] as const) await db.deleteFrom(table).where('email', '=', user.email).execute();
  await db.deleteFrom('users').where('user_id', '=', userId).execute();
  return true;
}
