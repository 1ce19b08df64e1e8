/** The discovery screens, loaded on demand by the router. */
export const discoveryPages = {
  seriesList: () => import('./SeriesListPage'),
  search: () => import('./SearchPage'),
  creators: () => import('./CreatorsPage'),
  creatorsSearch: () => import('./CreatorsSearchPage'),
  following: () => import('./FollowingPage'),
  faq: () => import('./FaqPage'),
};
