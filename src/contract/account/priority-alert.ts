/**
 * The priority alert of a team event (in-play §2, §3): every Historian works towards one shared goal.
 * Its dialog shows three slides — the call, the shared progress, the leaderboard — and its images change
 * with the variant: 'default' while the goal stands, 'complete' once it is reached.
 */
import { z } from 'zod';
import { Id, IsoDate, Url } from '../common';
import { endpoint } from '../endpoint';

export const PriorityAlertVariant = z.enum(['default', 'complete']);

export const PriorityAlertLeader = z.object({
  rank: z.number().int().min(1),
  /** Who it is, so the app can blur their avatar like any other player's (and keep it blurred if blocked). */
  user_id: Id,
  avatar_url: z.string().nullable(),
  username: z.string(),
  /** What this Historian added, in value_name units. */
  amount: z.number().int().min(0),
});
export type PriorityAlertLeader = z.infer<typeof PriorityAlertLeader>;

export const PriorityAlert = z.object({
  alert_id: Id,
  /** null or empty: the app shows 'Priority Alert!'. */
  name: z.string().nullable(),
  /** null or empty: the app shows 'No Instruction.'. */
  instruction_text: z.string().nullable(),
  instruction_text2: z.string().nullable(),
  current_value: z.number().int().min(0),
  goal: z.number().int().min(1),
  /** What is counted, e.g. 'choices made'. */
  value_name: z.string(),
  variant: PriorityAlertVariant,
  /** One picture per slide, the variant's. */
  images: z.array(Url).length(3),
  ends_at: IsoDate,
  /** The top Historians, best first (at most 10). */
  leaderboard: z.array(PriorityAlertLeader).max(10),
});
export type PriorityAlert = z.infer<typeof PriorityAlert>;

/** GET /priority-alert/ — the running team event, or null when none runs. */
export const PriorityAlertAnswer = z.object({ alert: PriorityAlert.nullable() });

export const priorityAlertApi = {
  priorityAlert: endpoint({ method: 'GET', path: '/priority-alert/', response: PriorityAlertAnswer }),
} as const;
