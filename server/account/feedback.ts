/** What players tell us: session feedback, story ratings, and the prompts they asked not to see again. */
import type { z } from 'zod';
import type { SessionFeedback, StoryFeedback, Task } from '../../src/contract';
import { addOptout, insertSessionFeedback, insertStoryFeedback, optoutsOf } from '../store/account/feedback';
import type { Db } from '../store/db';
import { fail } from '../http/errors';
import { sagaVisible } from '../store/sagas/visibility';

/** reaction is the comma-joined labels the player selected; stray blanks and empty labels are dropped. */
export async function sendSessionFeedback(db: Db, userId: string, body: z.infer<typeof SessionFeedback>, now: number): Promise<{ message: string }> {
  const reaction = body.reaction.split(',').map((l) => l.trim()).filter(Boolean).join(',');
  await insertSessionFeedback(db, userId, reaction, body.report, now);
  return { message: 'Thank you for your feedback!' };
}

/**
 * POST /user/add-rating/: a rating of a story the player can read, named by its id. Anything else is refused
 * (a missing id 400, one the player cannot see 404, as for a story that does not exist), so the review bonus
 * it unlocks is earned by a review of something.
 */
export async function rateStory(db: Db, userId: string, body: z.infer<typeof StoryFeedback>, now: number): Promise<{ message: string }> {
  if (!body.target_id) fail(400, 'Name the story you are rating.');
  if (!await sagaVisible(db, userId, body.target_id)) fail(404, 'That story does not exist.');
  await insertStoryFeedback(db, userId, body, now);
  return { message: 'Thank you for rating this story!' };
}

type Option = z.infer<typeof Task>;

export async function dontAskAgain(db: Db, userId: string, option: Option): Promise<{ dont_ask_again: Option[] }> {
  await addOptout(db, userId, option);
  return { dont_ask_again: await optoutsOf(db, userId) as Option[] };
}
