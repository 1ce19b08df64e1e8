/** What an authored line may use: nouns of the premise and of the player's text, the cast, and a seeded pick. */
import type { CastMember } from './cast';

export interface Kit {
  pick<T>(items: readonly T[]): T;
  /** A place named by the premise ('the lighthouse'), or a fallback. */
  place: string;
  /** Something the premise names ('the brass key'), or a fallback. */
  thing: string;
  /** What the player's text acts on ('the rusted door'), else `thing`. */
  target: string;
  /** The companion of the whole story. */
  ally: CastMember;
  /** Someone met in this chapter. */
  stranger: CastMember;
  turn: number;
}

export type Line = (k: Kit) => string;

export interface Scene {
  /** What happens at once. */
  narrative: readonly Line[];
  /** The companion's reaction. */
  ally: readonly Line[];
  /** A stranger's line, when one turns up. */
  stranger: readonly Line[];
  /** What the action reveals or costs. */
  outcome: readonly Line[];
}

export const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);
