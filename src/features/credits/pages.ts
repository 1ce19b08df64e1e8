/** The credits page, loaded on demand by the router. */
export const creditsPages = {
  credits: () => import('./CreditsPage'),
};
