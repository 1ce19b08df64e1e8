/** The rating feature's door: the stars of a Memory or a Timeline and the player's rating. */
export { RatingPanel } from './RatingPanel';
export { useRating } from './reads';
