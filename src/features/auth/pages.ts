/** The auth feature's modals, loaded on demand: by the app's query-flag host, and by the route guard (linkToken). */
export const authPages = {
  linkToken: () => import('./LinkTokenGate'),
  linkAccount: () => import('./LinkAccountModal'),
  login: () => import('./LoginFlagModal'),
  /** Where Google sends the player back (a route of its own, open to anyone). */
  googleCallback: () => import('./GoogleCallbackPage'),
};
