/** The running team event as its priority alert dialog shows it: the call, the shared tally, the leaders. */
import type { PriorityAlert } from '../../src/contract';
import { artUrl } from '../art/urls';
import { PRIORITY_ALERT as EVENT } from '../content/account/priority-alert';
import { choicesMade, topChoosers } from '../store/account/priority-alerts';
import type { Db } from '../store/db';
import { iso } from '../store/query';
import { findUser } from '../store/users';
import { publicAvatarUrl } from './public-avatar';
import { UNNAMED } from './public-user';

/** null outside the event's window. The tally keeps counting past the goal; the variant turns 'complete'. */
export async function priorityAlert(db: Db, now: number): Promise<{ alert: PriorityAlert | null }> {
  const at = iso(now);
  if (at < EVENT.starts_at || at >= EVENT.ends_at) return { alert: null };
  const current = await choicesMade(db, EVENT.starts_at, EVENT.ends_at);
  const variant = current >= EVENT.goal ? 'complete' : 'default';
  return {
    alert: {
      alert_id: EVENT.alert_id,
      name: EVENT.name,
      instruction_text: EVENT.instruction_text,
      instruction_text2: EVENT.instruction_text2,
      current_value: current,
      goal: EVENT.goal,
      value_name: EVENT.value_name,
      variant,
      images: EVENT.art[variant].map(artUrl),
      ends_at: EVENT.ends_at,
      leaderboard: (await Promise.all((await topChoosers(db, EVENT.starts_at, EVENT.ends_at, EVENT.leaders)).map(async (row, i) => ({
        rank: i + 1,
        user_id: row.user_id,
        avatar_url: await publicAvatarUrl(db, row.user_id),
        username: (await findUser(db, row.user_id))?.username ?? UNNAMED,
        amount: row.amount,
      })))),
    },
  };
}
