/**
 * Historians who finished onboarding in this page's life: their first arrival in the Sanctum is greeted, not
 * welcomed back. A module value, known from the first render (no greeting that changes under the reader),
 * gone with a reload, when the Historian has been in the Sanctum before.
 */
const arrived = new Set<string>();

export const markFirstArrival = (userId: string): void => {
  arrived.add(userId);
};

export const isFirstArrival = (userId: string | null | undefined): boolean => !!userId && arrived.has(userId);
