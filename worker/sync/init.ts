import type { PullSpec } from './pull';

export const initSpec = (): PullSpec<'authInit'> => ({
  key: 'init',
  endpoint: 'authInit',
  tables: (db) => [db.settings],
  write: async (db, value) => {
    await db.settings.put({ key: 'init', value });
  },
});
