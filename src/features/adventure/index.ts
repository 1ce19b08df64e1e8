/** The adventure feature's door: how a chapter's story blocks read (custom stories read the same way). */
export { momentTitle, StoryBlocks } from './StoryBlocks';
