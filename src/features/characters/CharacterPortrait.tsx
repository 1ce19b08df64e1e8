import { useState } from 'react';
import type { Character } from '../../contract';
import { Img } from '../../ui/Img';
import { CharacterDetails } from './CharacterDetails';
import styles from './Characters.module.css';

interface Props {
  character: Character | null;
  /** The block's portrait (characterImageURL), else the character's cover. */
  image: string | null;
  className?: string;
}

/** A speaker's portrait in a story; a tap opens who they are (in-play §2 Character details). */
export function CharacterPortrait({ character, image, className }: Props) {
  const [open, setOpen] = useState(false);
  const src = image ?? character?.cover ?? null;
  if (!character) return <Img src={src} alt="" className={className} />;
  return (
    <>
      <button type="button" className={styles.portraitButton} aria-haspopup="dialog" aria-label={`About ${character.name}`} onClick={() => setOpen(true)}>
        <Img src={src} alt="" className={className} />
      </button>
      {open && <CharacterDetails character={{ ...character, cover: character.cover || src || '' }} onClose={() => setOpen(false)} />}
    </>
  );
}
