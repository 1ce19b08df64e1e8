import * as z from 'zod/mini';
import { Id, IsoDate, LIMITS, MessageResponse, Rating, playerText } from '../common';
import { endpoint } from '../endpoint';
import { Task } from '../enums';

/** in-play §5 Session feedback reactions, verbatim. */
export const REACTIONS = ['Wonderful', 'Bad', 'Satisfied', 'Bad Prompt', 'Smooth', 'Interesting'] as const;

/** POST /user/feedback/ — reaction is the comma-joined selected labels (may be empty); report is required. */
export const SessionFeedback = z.object({
  reaction: z.string().check(z.maxLength(200), z.refine((s) => s.trim() === '' || s.split(',').every((l) => (REACTIONS as readonly string[]).includes(l.trim())), `Reactions are among ${REACTIONS.join(', ')}`)),
  report: playerText(LIMITS.comment),
});

/** POST /user/add-rating/ — the story feedback sheet: 1-5 stars, optional comment. */
export const StoryFeedback = z.object({
  rating: Rating,
  comment: z.optional(z.string().check(z.trim(), z.maxLength(LIMITS.comment))),
  target_id: z.optional(Id),
});

/** The subscribe/continue modal's option panels (in-play §3 Subscribe option values). */
export const SubscribeOption = Task;
export const DontAskAgain = z.object({ option: SubscribeOption });
export const DontAskAgainResponse = z.object({ dont_ask_again: z.array(SubscribeOption) });

/** POST /user/claim-bonus/ — once per task, 24 hours of free unlimited play. */
export const ClaimBonus = z.object({ task: Task });
export const ClaimBonusResponse = z.object({ message: z.string(), unlimited_until: IsoDate });

export const FaqEntry = z.object({ question: z.string(), answer: z.string() });
export const Faq = z.object({ entries: z.array(FaqEntry) });
export type Faq = z.infer<typeof Faq>;

export const feedbackApi = {
  sessionFeedback: endpoint({ method: 'POST', path: '/user/feedback/', body: SessionFeedback, response: MessageResponse }),
  storyFeedback: endpoint({ method: 'POST', path: '/user/add-rating/', body: StoryFeedback, response: MessageResponse }),
  dontAskAgain: endpoint({ method: 'POST', path: '/user/dont-ask-again/', body: DontAskAgain, response: DontAskAgainResponse }),
  claimBonus: endpoint({ method: 'POST', path: '/user/claim-bonus/', body: ClaimBonus, response: ClaimBonusResponse }),
  faq: endpoint({ method: 'GET', path: '/faq/', response: Faq }),
} as const;
