/** The adventure pages, loaded on demand by the router. */
export const adventurePages = {
  read: () => import('./AdventureReadPage'),
  loader: () => import('./AdventureLoaderPage'),
};
