/** The priority alert dialog's rules (in-play §3, §8, §9), free of React so node tests run them. */
import type { PriorityAlert } from '../../contract';

export const ALERT_SLIDES = 3;
export const NAME_FALLBACK = 'Priority Alert!';
export const INSTRUCTION_FALLBACK = 'No Instruction.';

export const alertName = (a: Pick<PriorityAlert, 'name'>): string => a.name?.trim() || NAME_FALLBACK;
export const alertInstruction = (text: string | null | undefined): string => text?.trim() || INSTRUCTION_FALLBACK;

/** The shared progress, 0..1 (past the goal it stays full). */
export const alertProgress = (a: Pick<PriorityAlert, 'current_value' | 'goal'>): number => Math.min(1, a.current_value / a.goal);

/** '312 / 500 choices made'. */
export const tallyText = (a: Pick<PriorityAlert, 'current_value' | 'goal' | 'value_name'>): string =>
  `${a.current_value.toLocaleString('en')} / ${a.goal.toLocaleString('en')} ${a.value_name}`;
