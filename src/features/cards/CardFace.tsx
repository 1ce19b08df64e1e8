import type { CardRow } from '../../db';
import { Img } from '../../ui/Img';
import { LockIcon } from '../../ui/icons';
import { FACE_LABEL, cardFace, countText, isLocked } from './card-rules';
import styles from './Cards.module.css';

/**
 * A trading card's face (in-play §3, §9): framed by its type (gold, silver, custom, fanfiction), its
 * count in the corner (none at 0, ∞ when unlimited), greyscale with how to earn it while locked.
 */
export function CardFace({ card, size = 'tile' }: { card: CardRow; size?: 'tile' | 'large' }) {
  const face = cardFace(card);
  const locked = isLocked(card);
  const count = countText(card.count);
  return (
    <span className={`${styles.face} ${styles[face]} ${size === 'large' ? styles.large : ''} ${locked ? styles.locked : ''}`}>
      <span className={styles.art}>
        <Img src={card.cover} alt="" className={styles.cover} />
        {locked && (
          <span className={styles.lock}>
            <LockIcon />
          </span>
        )}
      </span>
      <span className={styles.type}>{FACE_LABEL[face]}</span>
      {count && (
        <span className={styles.count} aria-label={card.count === null ? 'Unlimited' : `${card.count} held`}>
          {count}
        </span>
      )}
      <span className={styles.cardName}>{card.name}</span>
      {card.created_by_username && <span className={styles.by}>by {card.created_by_username}</span>}
      {locked && <span className={styles.award}>{card.award_text}</span>}
    </span>
  );
}
