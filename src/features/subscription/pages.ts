/** The subscription feature's modals, loaded on demand by the app's query-flag host. */
export const subscriptionPages = {
  modal: () => import('./SubscriptionModal'),
  success: () => import('./CheckoutSuccessModal'),
  wentWrong: () => import('./WentWrongModal'),
};
