/** POST /user/rating/: one rating per player and target (rating again replaces it), answered with the target's average. */
import type { RatingRequest, RatingResponse } from '../../src/contract';
import { fail } from '../http/errors';
import type { Db } from '../store/db';
import { findDungeon } from '../store/dungeons/seeded-dungeons';
import { findAdventure, findSeries } from '../store/memories/seeded-memories';
import { sagaVisible } from '../store/sagas/visibility';
import { putRating, ratingSummary } from '../store/ratings';

/** A target the player cannot see is refused as absent: a private story's existence and rating stay its owner's. */
export async function rate(db: Db, userId: string, body: RatingRequest, now: number): Promise<RatingResponse> {
  if (!await targetExists(db, userId, body.target_type, body.target_id)) fail(404, 'There is nothing to rate there.');
  await putRating(db, { user_id: userId, ...body, comment: body.comment ?? null }, now);
  return { target_type: body.target_type, target_id: body.target_id, rating: body.rating, ...await ratingSummary(db, body.target_type, body.target_id) };
}

async function targetExists(db: Db, userId: string, type: RatingRequest['target_type'], id: string): Promise<boolean> {
  switch (type) {
    case 'saga':
      return await sagaVisible(db, userId, id);
    case 'series':
      return !!await findSeries(db, id);
    case 'adventure':
      return !!await findAdventure(db, id);
    case 'dungeon':
      return !!await findDungeon(db, id);
  }
}
