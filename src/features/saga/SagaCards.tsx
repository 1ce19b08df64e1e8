import { useState } from 'react';
import { Img } from '../../ui/Img';
import { Skeleton } from '../../ui/Skeleton';
import { SagaCardsCarousel } from '../cards';
import { useSagaCards } from './reads';
import styles from './Saga.module.css';

const TYPE = { gold: 'Gold', silver: 'Silver', custom: 'Custom' } as const;

/**
 * The saga's trading cards as the player holds them: a locked card is greyscale with how it is earned. A
 * tap opens the trading card carousel at that card ('Open Adventure', sharing, the creator's actions).
 */
export function SagaCards({ sagaId }: { sagaId: string }) {
  const row = useSagaCards(sagaId);
  const [open, setOpen] = useState<string | null>(null);
  return (
    <section className={styles.section} aria-labelledby="cards-title">
      <h2 id="cards-title" className={styles.sectionTitle}>
        Trading Cards
      </h2>
      {row === undefined ? (
        <Skeleton height={140} />
      ) : !row || row.cards.length === 0 ? (
        <p className={styles.muted}>{row ? 'This adventure has no trading cards.' : 'The cards show once they are on your device.'}</p>
      ) : (
        <ul className={styles.cards}>
          {row.cards.map((c) => (
            <li key={c.card_id}>
              <button type="button" className={`${styles.card} ${c.status === 'locked' ? styles.locked : ''}`} aria-haspopup="dialog" onClick={() => setOpen(c.card_id)}>
                <Img src={c.cover} alt="" className={styles.cardArt} />
                <span className={`${styles.cardType} ${styles[c.type]}`}>{TYPE[c.type]}</span>
                <span className={styles.cardName}>{c.name}</span>
                <span className={styles.cardMeta}>{c.status === 'locked' ? `Locked · ${c.award_text}` : `You hold ${c.count}`}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {open && <SagaCardsCarousel sagaId={sagaId} cardId={open} onClose={() => setOpen(null)} />}
    </section>
  );
}
