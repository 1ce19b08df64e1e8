/** The story feature's door: a story's reads, and deleting a custom adventure (the trading cards' delete button may use it too). */
export { DeleteStoryDialog } from './DeleteStoryDialog';
export { useStory } from './reads';
