/**
 * The input limits of app-shell §9 and in-play §9. They mirror LIMITS in src/contract/common.ts,
 * copied rather than imported so the UI bundle does not pull in zod; tests/ui/limits.test.ts keeps
 * the two in step.
 */
export const UI_LIMITS = {
  username: 24,
  choice: 250,
  comment: 1000,
  loginCode: 6,
  resendSeconds: 16,
} as const;

/** Offered choice cards cycle over this many colours (in-play §9). */
export const CHOICE_COLOURS = 6;
