/** The profile area's pages, loaded on demand by the router (and one modal, by the query-flag host). */
export const profilePages = {
  profile: () => import('./ProfilePage'),
  levels: () => import('./LevelsPage'),
  group: () => import('./GroupPage'),
  /** The query-flag host's: after an account was deleted. */
  accountDeleted: () => import('./AccountDeletedModal'),
};
