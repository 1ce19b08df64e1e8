/** The profile area's pages, loaded on demand by the router. */
export const profilePages = {
  profile: () => import('./ProfilePage'),
  levels: () => import('./LevelsPage'),
  group: () => import('./GroupPage'),
};
