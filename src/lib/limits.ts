/**
 * The input limits of app-shell §9 and in-play §9. They mirror LIMITS in src/contract/common.ts,
 * copied rather than imported so the UI bundle does not pull in zod; tests/ui/lib/limits.test.ts keeps
 * the two in step.
 */
export const UI_LIMITS = {
  username: 24,
  choice: 250,
  storyChoice: 1000,
  comment: 1000,
  loginCode: 6,
  resendSeconds: 16,
} as const;

/** A comment report's optional note. Mirrors REPORT_NOTE_MAX (src/contract/reports.ts). */
export const UI_REPORT_LIMITS = { note: 500 } as const;

/** Offered choice cards cycle over this many colours (in-play §9). */
export const CHOICE_COLOURS = 6;

/** Mythic Echoes (in-play §9): a list of at most 10, which enables reroll; 3 rerolls per chapter. Mirrors ECHO_LIMITS. */
export const UI_ECHO_LIMITS = { list: 10, rerolls: 3 } as const;

/** Custom stories (in-play §9 'Assistant memory'; the free chapters before Endless Adventures). Mirrors STORY_LIMITS. */
export const UI_STORY_LIMITS = { narratorMemory: 50, freeChapters: 10 } as const;
