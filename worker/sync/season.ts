/** The season pass and the team event's priority alert: whole rows, replaced by each pull. */
import type { PullSpec } from './pull';

export const seasonPassSpec = (): PullSpec<'seasonPass'> => ({
  key: 'seasonPass',
  endpoint: 'seasonPass',
  tables: (db) => [db.seasonPass],
  write: async (db, pass) => {
    await db.seasonPass.put({ ...pass, id: 'me' });
  },
});

export const priorityAlertSpec = (): PullSpec<'priorityAlert'> => ({
  key: 'priorityAlert',
  endpoint: 'priorityAlert',
  tables: (db) => [db.priorityAlert],
  write: async (db, { alert }) => {
    await db.priorityAlert.put({ id: 'current', alert });
  },
  media: ({ alert }) => ({ image: [...(alert?.images ?? []), ...(alert?.leaderboard.flatMap((l) => l.avatar_url ?? []) ?? [])] }),
});
