/**
 * A creative, specific choice earns advantage (in-play §2 'advantage from creative choices'): naming a
 * carried item or a feature of the room beside the target, or describing the attempt in enough words.
 */
import type { Intent } from './intent';

/** Meaningful words (filler and the verb excluded) that make a description count as specific. */
export const CREATIVE_WORDS = 7;

export function isCreative(intent: Intent): boolean {
  return intent.extras.length > 0 || (intent.item !== null && intent.verb !== 'use') || intent.detailWords >= CREATIVE_WORDS;
}
