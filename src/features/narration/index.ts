/** The narration feature's door: the one player of rooms, Memory chapters and custom story chapters. */
export { AudioControls } from './AudioControls';
export { ListenButton } from './ListenButton';
export { narration, type Track } from './narration';
export { NarrationPlayer } from './NarrationPlayer';
export { chapterTrack } from './tracks';
export { groupOf, useActiveIn, useEndOnLeave } from './useNarration';
