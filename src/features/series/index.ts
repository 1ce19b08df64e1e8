/** The series (Memory) feature's door: rating a Memory, and opening its adventure to play. */
export { RatingPanel } from './RatingPanel';
export { usePlaySeries } from './usePlaySeries';
