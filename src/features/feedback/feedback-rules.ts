/** The feedback sheets' rules (in-play §3, §5). */

/** The session feedback reactions, verbatim and in order (mirrors REACTIONS of the contract). */
export const REACTION_LABELS = ['Wonderful', 'Bad', 'Satisfied', 'Bad Prompt', 'Smooth', 'Interesting'] as const;
export type Reaction = (typeof REACTION_LABELS)[number];

/** Reactions are multi-select toggles; the request carries them comma-joined in the sheet's order. */
export const toggled = (chosen: readonly Reaction[], r: Reaction): Reaction[] =>
  chosen.includes(r) ? chosen.filter((c) => c !== r) : REACTION_LABELS.filter((l) => l === r || chosen.includes(l));

export const reactionField = (chosen: readonly Reaction[]): string => chosen.join(',');

/** Session feedback: Submit is disabled while the report is empty. */
export const canSendSession = (report: string): boolean => report.trim().length > 0;

/** Story feedback: Submit is disabled until a rating of at least 1; the comment is optional. */
export const canSendStory = (rating: number | null): boolean => rating !== null && rating >= 1;
