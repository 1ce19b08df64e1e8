/** The adventure read page, loaded on demand by the router. */
export const adventurePages = {
  read: () => import('./AdventureReadPage'),
};
