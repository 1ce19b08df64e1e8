import { A11y, Keyboard, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/pagination';
import type { InventoryItem } from '../../../contract/dungeon';
import { Img } from '../../../ui/Img';
import styles from './Sheets.module.css';

/**
 * Swipeable item cards (in-play §2 Inventory, New Item Acquired): icon, name, a quantity badge above 1,
 * and the public description. Swiper's A11y module labels the slides; arrow keys move between them.
 */
export function ItemCards({ items, label }: { items: InventoryItem[]; label: string }) {
  return (
    <Swiper
      modules={[A11y, Keyboard, Pagination]}
      slidesPerView={1.25}
      spaceBetween={12}
      centeredSlides={items.length === 1}
      keyboard={{ enabled: true }}
      pagination={{ clickable: true }}
      a11y={{ containerMessage: label, slideLabelMessage: '{{index}} of {{slidesLength}}' }}
      className={styles.swiper}
      breakpoints={{ 560: { slidesPerView: 2.2 } }}
    >
      {items.map((item) => (
        <SwiperSlide key={item.name} className={styles.slide}>
          <article className={styles.itemCard} aria-label={item.name}>
            <div className={styles.itemIconWrap}>
              <Img src={item.icon} alt="" className={styles.itemIcon} />
              {item.quantity > 1 && (
                <span className={styles.quantity} aria-label={`Quantity ${item.quantity}`}>
                  ×{item.quantity}
                </span>
              )}
            </div>
            <h3 className={styles.itemName}>{item.name}</h3>
            <p className={styles.itemText}>{item.publicDescription}</p>
          </article>
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
