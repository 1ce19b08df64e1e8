import type { StoryBlock } from '../../contract';
import { CHOSEN_PREFIX } from '../../contract/plain-values';
import { CharacterPortrait } from '../characters';
import styles from './StoryBlocks.module.css';

type MomentType = 'decisive_moment' | 'critical_moment';

export const momentTitle = (type: MomentType | undefined) => (type === 'critical_moment' ? 'Critical Moment' : 'Decisive Moment');

/**
 * One story block (in-play §2). Text is rendered as React text nodes, word for word and never as HTML;
 * white-space: pre-line keeps the author's line breaks.
 */
function Block({ block, momentType }: { block: StoryBlock; momentType: MomentType | undefined }) {
  switch (block.blockType) {
    case 'dialog': {
      const name = block.character?.name ?? 'Unknown';
      return (
        <figure className={styles.dialog}>
          <CharacterPortrait character={block.character} image={block.characterImageURL} className={styles.portrait} />
          <div>
            <figcaption className={styles.speaker}>{name}</figcaption>
            <blockquote className={styles.line}>{block.blockText}</blockquote>
          </div>
        </figure>
      );
    }
    case 'action':
      // The way the player's words were taken at the last moment: the choice, set apart from the deeds that follow it.
      if (block.blockText.startsWith(CHOSEN_PREFIX)) {
        return (
          <aside className={styles.chosen} aria-label="You chose">
            <p className={styles.chosenLabel}>You chose</p>
            <p className={styles.chosenText}>{block.blockText.slice(CHOSEN_PREFIX.length)}</p>
          </aside>
        );
      }
      return (
        <p className={styles.action}>
          <em>{block.blockText}</em>
        </p>
      );
    case 'mainCharacter':
      return (
        <aside className={styles.main} aria-label="You">
          {block.characterImageURL && <CharacterPortrait character={block.character} image={block.characterImageURL} className={styles.portrait} />}
          <p>{block.blockText}</p>
        </aside>
      );
    case 'cliffhangerMoment':
    case 'endingCliffhanger':
      return (
        <aside className={`${styles.cliff} ${block.blockType === 'endingCliffhanger' ? styles.ending : ''}`}>
          <p className={styles.cliffTitle}>
            {block.blockType === 'endingCliffhanger' ? 'The End of This Adventure' : momentTitle(momentType)}
          </p>
          <p className={styles.text}>{block.blockText}</p>
        </aside>
      );
    default:
      return <p className={styles.text}>{block.blockText}</p>;
  }
}

export function StoryBlocks({ blocks, momentType }: { blocks: StoryBlock[]; momentType: MomentType | undefined }) {
  return (
    <div className={styles.story}>
      {blocks.map((b, i) => (
        <Block key={i} block={b} momentType={momentType} />
      ))}
    </div>
  );
}
