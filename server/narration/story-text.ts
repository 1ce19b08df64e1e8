import type { StoryBlock } from '../../src/contract';

/** What the narrator reads: the title, then every block, speakers named before their lines. */
export function narrationText(title: string, blocks: StoryBlock[]): string {
  const lines = blocks.map((b) => (b.character ? `${b.character.name}: ${b.blockText}` : b.blockText));
  return [title, ...lines].join('\n\n');
}
