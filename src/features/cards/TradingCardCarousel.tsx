import { useEffect, useState } from 'react';
import type { Swiper as SwiperClass } from 'swiper';
import { A11y, Keyboard } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import type { CardRow } from '../../db';
import { useMe } from '../../lib/reads';
import { Modal } from '../../ui/Modal';
import { Skeleton } from '../../ui/Skeleton';
import { CardActions } from './CardActions';
import { CardFace } from './CardFace';
import { CAROUSEL_SCROLL_DELAY_MS, carouselStart } from './card-rules';
import styles from './Cards.module.css';

interface Props {
  cards: CardRow[] | undefined;
  /** The saga whose card to scroll to (in-play §2), unless a card is named. */
  sagaId?: string | null;
  cardId?: string | null;
  onClose: () => void;
}

/**
 * The trading card carousel (in-play §2, §9): swipe through the cards; it scrolls to the saga's card
 * (or the card asked for) 300 ms after opening. The current card's actions sit under it.
 */
export function TradingCardCarousel({ cards, sagaId, cardId, onClose }: Props) {
  const me = useMe();
  const [swiper, setSwiper] = useState<SwiperClass | null>(null);
  const [index, setIndex] = useState(0);
  const list = cards ?? [];
  const start = carouselStart(list, { cardId, sagaId });
  const current = list[Math.min(index, list.length - 1)];

  // Once, when the slides are there: the spec's 300 ms lets the dialog settle before it moves.
  const ready = !!swiper && list.length > 0;
  useEffect(() => {
    if (!ready) return;
    const timer = window.setTimeout(() => swiper.slideTo(start), CAROUSEL_SCROLL_DELAY_MS);
    return () => window.clearTimeout(timer);
    // Only when it becomes ready: a later change of the list must not move the player's card.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready]);

  return (
    <Modal title="Trading Cards" onClose={onClose}>
      {cards === undefined ? (
        <Skeleton height={360} />
      ) : list.length === 0 ? (
        <p className={styles.empty}>No cards here yet.</p>
      ) : (
        <>
          <Swiper
            modules={[A11y, Keyboard]}
            slidesPerView={1.6}
            centeredSlides
            spaceBetween={12}
            keyboard={{ enabled: true }}
            onSwiper={setSwiper}
            onSlideChange={(s) => setIndex(s.activeIndex)}
            className={styles.carousel}
          >
            {list.map((c) => (
              <SwiperSlide key={c.card_id} className={styles.slide}>
                <CardFace card={c} size="large" />
              </SwiperSlide>
            ))}
          </Swiper>
          <div className={styles.carouselNav}>
            <button type="button" className={styles.navButton} onClick={() => swiper?.slidePrev()} disabled={index === 0} aria-label="Previous card">
              ‹
            </button>
            <p className={styles.position} aria-live="polite">
              {current ? `${Math.min(index, list.length - 1) + 1} of ${list.length}` : ''}
            </p>
            <button
              type="button"
              className={styles.navButton}
              onClick={() => swiper?.slideNext()}
              disabled={index >= list.length - 1}
              aria-label="Next card"
            >
              ›
            </button>
          </div>
          {current && <CardActions key={current.card_id} card={current} meId={me?.user_id ?? null} onDeleted={() => list.length <= 1 && onClose()} />}
        </>
      )}
    </Modal>
  );
}
