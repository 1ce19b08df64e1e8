/** The series (Memory) feature's door: opening a Memory's adventure to play, and its reads. */
export { useSeries, useSeriesOfSaga } from './reads';
export { usePlaySeries } from './usePlaySeries';
export type { StartFailure } from './start-failure';
