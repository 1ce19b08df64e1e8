/**
 * The season's team event: every Historian's choices in the Timelines count towards one goal. Art keys
 * draw the dialog's three slides (server/art), one set while the goal stands and one once it is reached.
 */
import { SEASON } from './season';

export const PRIORITY_ALERT = {
  alert_id: 'archive-fire',
  name: 'Priority Alert: The Archive Is Burning',
  instruction_text:
    'Fire has reached the lower stacks of the Great Archive. Every choice a Historian makes in a Timeline carries water to the flames.',
  instruction_text2: 'Make your choices in any Timeline before the season ends. Reach the goal together and the Archive is saved.',
  goal: 500,
  value_name: 'choices made',
  starts_at: '2025-01-01T00:00:00.000Z',
  ends_at: SEASON.ends_at,
  art: {
    default: ['alert-archive-fire-call', 'alert-archive-fire-progress', 'alert-archive-fire-leaders'],
    complete: ['alert-archive-saved-call', 'alert-archive-saved-progress', 'alert-archive-saved-leaders'],
  },
  /** How many Historians the leaderboard lists. */
  leaders: 10,
} as const;
