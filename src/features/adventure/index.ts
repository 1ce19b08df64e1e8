/**
 * The adventure feature's door: the story blocks (reused by custom stories), an adventure as the device
 * holds it, and its chapters.
 */
export { momentTitle, StoryBlocks } from './StoryBlocks';
export { useAdventure } from './reads';
