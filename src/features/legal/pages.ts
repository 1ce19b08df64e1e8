/** The legal pages, loaded on demand by the router. */
export const legalPages = {
  legal: () => import('./LegalPage'),
};
