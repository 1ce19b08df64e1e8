import { useState } from 'react';
import type { Character } from '../../contract';
import { Button } from '../../ui/Button';
import { ExpandIcon } from '../../ui/icons';
import { Img } from '../../ui/Img';
import { Modal } from '../../ui/Modal';
import { ImageViewer } from './ImageViewer';
import styles from './Characters.module.css';

/**
 * Character details (in-play §2): the cover, the name and the description over it; a tap on the cover
 * hides or shows the text, so the picture can be seen whole; the image viewer shows it full screen.
 */
export function CharacterDetails({ character, onClose }: { character: Character; onClose: () => void }) {
  const [text, setText] = useState(true);
  const [viewer, setViewer] = useState(false);
  const description = character.description.trim();

  return (
    <Modal title={character.name} onClose={onClose}>
      <button
        type="button"
        className={styles.cover}
        aria-pressed={text}
        aria-label={text ? 'Hide the description' : 'Show the description'}
        onClick={() => setText((t) => !t)}
      >
        <Img src={character.cover} alt={`Portrait of ${character.name}`} className={styles.coverImg} eager />
        {text && (
          <span className={styles.overlay}>
            <span className={styles.name}>{character.name}</span>
            {description && <span className={styles.description}>{description}</span>}
          </span>
        )}
      </button>
      {!text && description && <p className={styles.hint}>Tap the portrait to read about {character.name} again.</p>}
      <Button variant="secondary" block onClick={() => setViewer(true)} disabled={!character.cover}>
        <ExpandIcon />
        View image
      </Button>
      {viewer && <ImageViewer src={character.cover} alt={`Portrait of ${character.name}`} onClose={() => setViewer(false)} />}
    </Modal>
  );
}
