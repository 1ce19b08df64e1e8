import { Button } from '../../../../ui/Button';
import { Img } from '../../../../ui/Img';
import styles from './Cards.module.css';

interface Props {
  from: string | null;
  to: string;
  fastTravel: boolean;
  /** The room's scene (absent on events stored before rooms had one). */
  image: { url: string; alt: string } | null;
  onEnter: () => void;
}

/** The room recap (in-play §2): 'You are leaving' / 'Arriving In', the room's scene, and 'Enter Room' to read on. */
export function RoomChangeCard({ from, to, fastTravel, image, onEnter }: Props) {
  return (
    <div className={styles.room}>
      {image && <Img src={image.url} alt={image.alt} className={styles.roomScene} />}
      {from && (
        <p className={styles.roomLine}>
          <span className={styles.roomLabel}>You are leaving</span> <span className={styles.roomName}>{from}</span>
        </p>
      )}
      <p className={styles.roomLine}>
        <span className={styles.roomLabel}>Arriving In</span> <span className={styles.roomNameBig}>{to}</span>
      </p>
      {fastTravel && <p className={styles.roomNote}>by fast travel</p>}
      <Button variant="secondary" onClick={onEnter}>
        Enter Room
      </Button>
    </div>
  );
}
