/** The auth feature's modals, loaded on demand: by the app's query-flag host, and by the route guard (switchAccount). */
export const authPages = {
  switchAccount: () => import('./SwitchAccountDialog'),
  linkAccount: () => import('./LinkAccountModal'),
  login: () => import('./LoginFlagModal'),
};
