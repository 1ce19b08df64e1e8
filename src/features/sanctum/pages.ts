/** The Sanctum page, loaded on demand by the router. */
export const sanctumPages = {
  sanctum: () => import('./SanctumPage'),
};
