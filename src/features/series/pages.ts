/** The series feature's pages, loaded on demand by the router. */
export const seriesPages = {
  series: () => import('./SeriesPage'),
};
