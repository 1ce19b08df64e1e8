/** The home page, loaded on demand by the router. */
export const homePages = {
  home: () => import('./HomePage'),
};
