/** A player's rating of a Memory or a Timeline, with its totals once the server has answered. */
import { db, type RatingRow } from '../../db';
import { useLive } from '../../lib/useLive';

export const getRating = async (targetType: RatingRow['target_type'], targetId: string): Promise<RatingRow | null> =>
  (await db.ratings.get([targetType, targetId])) ?? null;

export const useRating = (type: RatingRow['target_type'], id: string) => useLive(() => getRating(type, id), [type, id]);
