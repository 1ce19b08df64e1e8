import { formatPrice, PRICE_CENTS } from '../../../contract/terms';

/**
 * The ways on after a game over (in-play §4): a free resurrection only for a subscriber whose status
 * says one is available (hidden when that status could not be fetched), the paid try-again, the Sanctum.
 */
export interface GameOverOptions {
  free: boolean;
  paid: boolean;
  sanctum: boolean;
}

export function gameOverOptions(subscriber: boolean, resurrection: { free_resurrection_available: boolean } | null | undefined): GameOverOptions {
  return { free: subscriber && resurrection?.free_resurrection_available === true, paid: true, sanctum: true };
}

export const TRY_AGAIN_PRICE = formatPrice(PRICE_CENTS.resurrection);
export const ROOM_RESTART_PRICE = formatPrice(PRICE_CENTS.restart_room);
