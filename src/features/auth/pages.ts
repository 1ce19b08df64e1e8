/** The auth feature's modals, loaded on demand by the app's query-flag host. */
export const authPages = {
  linkAccount: () => import('./LinkAccountModal'),
  login: () => import('./LoginFlagModal'),
};
