/** Shorthands that keep authored chapters readable as prose. */
import type { BlockSeed } from '../memory-types';

export const narrative = (text: string): BlockSeed => ({ blockType: 'narrative', text });
export const action = (text: string): BlockSeed => ({ blockType: 'action', text });
export const say = (character: string, text: string): BlockSeed => ({ blockType: 'dialog', text, character });
export const cliffhanger = (text: string): BlockSeed => ({ blockType: 'cliffhangerMoment', text });
export const ending = (text: string): BlockSeed => ({ blockType: 'endingCliffhanger', text });
