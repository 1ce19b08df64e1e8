/**
 * The priority alert of a team event (in-play §2, §3): every Historian works towards one shared goal.
 * Its dialog shows three slides — the call, the shared progress, the leaderboard — and its images change
 * with the variant: 'default' while the goal stands, 'complete' once it is reached.
 */
import * as z from 'zod/mini';
import { Id, IsoDate, Url } from '../common';
import { endpoint } from '../endpoint';

export const PriorityAlertVariant = z.enum(['default', 'complete']);

export const PriorityAlertLeader = z.object({
  rank: z.int().check(z.gte(1)),
  /** Who it is, so the app can blur their avatar like any other player's (and keep it blurred if blocked). */
  user_id: Id,
  avatar_url: z.nullable(z.string()),
  username: z.string(),
  /** What this Historian added, in value_name units. */
  amount: z.int().check(z.gte(0)),
});
export type PriorityAlertLeader = z.infer<typeof PriorityAlertLeader>;

export const PriorityAlert = z.object({
  alert_id: Id,
  /** null or empty: the app shows 'Priority Alert!'. */
  name: z.nullable(z.string()),
  /** null or empty: the app shows 'No Instruction.'. */
  instruction_text: z.nullable(z.string()),
  instruction_text2: z.nullable(z.string()),
  current_value: z.int().check(z.gte(0)),
  goal: z.int().check(z.gte(1)),
  /** What is counted, e.g. 'choices made'. */
  value_name: z.string(),
  variant: PriorityAlertVariant,
  /** One picture per slide, the variant's. */
  images: z.array(Url).check(z.length(3)),
  ends_at: IsoDate,
  /** The top Historians, best first (at most 10). */
  leaderboard: z.array(PriorityAlertLeader).check(z.maxLength(10)),
});
export type PriorityAlert = z.infer<typeof PriorityAlert>;

/** GET /priority-alert/ — the running team event, or null when none runs. */
export const PriorityAlertAnswer = z.object({ alert: z.nullable(PriorityAlert) });

export const priorityAlertApi = {
  priorityAlert: endpoint({ method: 'GET', path: '/priority-alert/', response: PriorityAlertAnswer }),
} as const;
