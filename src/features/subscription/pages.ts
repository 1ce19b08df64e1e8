/** The subscription prompt, loaded on demand by the app's query-flag host. */
export const subscriptionPages = {
  modal: () => import('./SubscriptionModal').then((m) => ({ default: m.SubscriptionModal })),
};
