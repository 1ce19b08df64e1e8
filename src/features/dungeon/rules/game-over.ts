import type { ResurrectionStatus } from '../../../contract/dungeon';
import { formatPrice, PRICE_CENTS } from '../../../contract/terms';

/**
 * The ways on after a game over (in-play §4): a free resurrection for a subscriber whose status says one is
 * available, or for anyone a claimed rank perk makes it free (hidden when that status could not be fetched);
 * the paid try-again unless the perk is 'Unlimited Free Resurrections'; the Sanctum.
 */
export interface GameOverOptions {
  free: boolean;
  paid: boolean;
  sanctum: boolean;
}

export function gameOverOptions(subscriber: boolean, resurrection: ResurrectionStatus | null | undefined): GameOverOptions {
  const free = resurrection?.free_resurrection_available === true && (subscriber || resurrection.rank === true);
  return { free, paid: !(free && resurrection?.unlimited === true), sanctum: true };
}

export const TRY_AGAIN_PRICE = formatPrice(PRICE_CENTS.resurrection);
export const ROOM_RESTART_PRICE = formatPrice(PRICE_CENTS.restart_room);
