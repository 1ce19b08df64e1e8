/** The rank feature's pages, loaded on demand by the router. */
export const rankPages = {
  historianRank: () => import('./HistorianRankPage'),
};
