import { A11y, Keyboard, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/pagination';
import type { ArtifactEarned } from '../../contract';
import { Button } from '../../ui/Button';
import { Img } from '../../ui/Img';
import { Modal } from '../../ui/Modal';
import { artifactEarnedTitle } from './artifact-rules';
import styles from './ArtifactEarned.module.css';

interface Props {
  artifacts: ArtifactEarned[];
  busy?: boolean;
  onContinue: () => void;
}

/** 'Artifact Earned!' (in-play §2): one swipeable slide per artifact with dots, then Continue. */
export function ArtifactEarnedModal({ artifacts, busy, onContinue }: Props) {
  return (
    <Modal title={artifactEarnedTitle(artifacts.length)} onClose={onContinue}>
      <Swiper
        modules={[A11y, Keyboard, Pagination]}
        slidesPerView={1}
        spaceBetween={16}
        keyboard={{ enabled: true }}
        pagination={{ clickable: true }}
        className={styles.swiper}
      >
        {artifacts.map((a) => (
          <SwiperSlide key={a.artifact_id} className={styles.slide}>
            <p className={styles.title}>{a.title}</p>
            <Img src={a.image} alt={a.name} className={styles.image} />
            <h3 className={styles.name}>{a.name}</h3>
            <p className={styles.description}>{a.description}</p>
          </SwiperSlide>
        ))}
      </Swiper>
      <Button block onClick={onContinue} disabled={busy}>
        Continue
      </Button>
    </Modal>
  );
}
