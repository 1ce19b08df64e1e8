/** The onboarding page, loaded on demand by the router. */
export const onboardingPages = {
  onboarding: () => import('./OnboardingPage'),
};
