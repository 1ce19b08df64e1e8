/** The codes and referrals modals, loaded on demand by the app's query-flag host. */
export const codesPages = {
  referral: () => import('./ReferralModal'),
  limitedReferral: () => import('./LimitedReferralModal'),
  freePlayCode: () => import('./FreePlayCodeModal'),
};
