import { useState } from 'react';
import type { Swiper as SwiperClass } from 'swiper';
import { A11y, Keyboard, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/pagination';
import type { PriorityAlert } from '../../contract';
import { formatDuration } from '../../lib/countdown';
import { useNow } from '../../lib/useNow';
import { Button } from '../../ui/Button';
import { Img } from '../../ui/Img';
import { Modal } from '../../ui/Modal';
import { PlayerAvatar } from '../people';
import { ALERT_SLIDES, alertInstruction, alertName, alertProgress, tallyText } from './alert-rules';
import { ProgressBar } from '../../ui/ProgressBar';
import styles from './PriorityAlert.module.css';

/**
 * The priority alert of a team event (in-play §2, §3): three slides — the call, the shared progress, the
 * leaderboard — whose pictures follow the variant ('default', or 'complete' once the goal is reached).
 */
export function PriorityAlertDialog({ alert, onClose }: { alert: PriorityAlert; onClose: () => void }) {
  const [swiper, setSwiper] = useState<SwiperClass | null>(null);
  const [slide, setSlide] = useState(0);
  const now = useNow(60_000);
  const complete = alert.variant === 'complete';
  const last = slide === ALERT_SLIDES - 1;
  const left = Math.max(0, (Date.parse(alert.ends_at) - now) / 1000);

  return (
    <Modal title={alertName(alert)} onClose={onClose}>
      <Swiper
        modules={[A11y, Keyboard, Pagination]}
        slidesPerView={1}
        spaceBetween={16}
        keyboard={{ enabled: true }}
        pagination={{ clickable: true }}
        onSwiper={setSwiper}
        onSlideChange={(s) => setSlide(s.activeIndex)}
        className={`${styles.swiper} ${complete ? styles.complete : ''}`}
      >
        <SwiperSlide className={styles.slide}>
          <Img src={alert.images[0]} alt="" className={styles.image} eager />
          <p className={styles.kicker}>{complete ? 'Goal reached' : 'A call to every Historian'}</p>
          <p className={styles.instruction}>{alertInstruction(alert.instruction_text)}</p>
        </SwiperSlide>
        <SwiperSlide className={styles.slide}>
          <Img src={alert.images[1]} alt="" className={styles.image} />
          <p className={styles.tally}>{tallyText(alert)}</p>
          <ProgressBar
            className={styles.goal}
            fill={alertProgress(alert)}
            done={complete}
            aria-label="Progress towards the goal"
            aria-valuemin={0}
            aria-valuemax={alert.goal}
            aria-valuenow={Math.min(alert.current_value, alert.goal)}
          />
          <p className={styles.instruction}>{alertInstruction(alert.instruction_text2)}</p>
          <p className={styles.ends}>{left > 0 ? `Ends in ${formatDuration(left)}` : 'The event has ended.'}</p>
        </SwiperSlide>
        <SwiperSlide className={styles.slide}>
          <Img src={alert.images[2]} alt="" className={styles.imageSmall} />
          <h3 className={styles.boardTitle}>Leaderboard</h3>
          {alert.leaderboard.length === 0 ? (
            <p className={styles.instruction}>Nobody has answered the call yet. Could be you...</p>
          ) : (
            <ol className={styles.board}>
              {alert.leaderboard.map((l) => (
                <li key={l.rank} className={styles.leader}>
                  <span className={styles.rank}>{l.rank}</span>
                  <PlayerAvatar user={{ user_id: l.user_id, username: l.username, avatar_url: l.avatar_url }} size={32} />
                  <span className={styles.leaderName}>{l.username}</span>
                  <span className={styles.amount}>{l.amount.toLocaleString('en')}</span>
                </li>
              ))}
            </ol>
          )}
        </SwiperSlide>
      </Swiper>
      <Button block onClick={() => (last ? onClose() : swiper?.slideNext())}>
        {last ? 'Done' : 'Next'}
      </Button>
    </Modal>
  );
}
