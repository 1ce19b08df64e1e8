import { ButtonLink } from '../../ui/Button';
import { Carousel } from '../../ui/Carousel';
import { Img } from '../../ui/Img';
import { expeditionButtonText, expeditionTarget } from './sanctum-rules';
import { useExpedition } from '../dungeon';
import styles from './Expedition.module.css';

/** The Expedition card (in-play §2): its Timelines in a 4.4-slide carousel, the disclaimer, the artifact reward. */
export function ExpeditionCard({ expeditionId }: { expeditionId: string }) {
  const { expedition } = useExpedition(expeditionId);
  if (!expedition) return null;
  const ids = expedition.dungeons.map((d) => d.dungeon_id);
  const completed = expedition.progress?.completed_dungeons ?? [];
  const target = expeditionTarget(ids, completed);

  return (
    <article className={styles.card} aria-labelledby="expedition-name">
      <p className={styles.eyebrow}>Expedition</p>
      <h3 id="expedition-name" className={styles.name}>
        {expedition.name}
      </h3>
      <p className={styles.description}>{expedition.description}</p>
      {/* No autoplay: the carousel moves only when the player swipes (reduced motion). */}
      <Carousel label={`Timelines of ${expedition.name}`} perView={4.4} className={styles.carousel}>
        {expedition.dungeons.map((d) => (
          <div key={d.dungeon_id} className={styles.slide}>
            <Img src={d.image_url} alt={d.name} className={styles.slideImg} />
            {completed.includes(d.dungeon_id) && (
              <span className={styles.check} role="img" aria-label="Completed">
                ✓
              </span>
            )}
          </div>
        ))}
      </Carousel>
      <p className={styles.count}>
        {completed.length}/{ids.length} Timelines completed
      </p>
      <p className={styles.disclaimer}>{expedition.disclaimer}</p>
      <div className={styles.reward}>
        <Img src={expedition.artifact.icon} alt="" className={styles.rewardIcon} />
        <div>
          <span className={styles.rewardLabel}>Artifact reward</span>
          <strong className={styles.rewardName}>{expedition.artifact.name}</strong>
        </div>
      </div>
      {target && (
        <ButtonLink to={`/dungeons/${encodeURIComponent(target)}`} block>
          {expeditionButtonText(ids, completed)}
        </ButtonLink>
      )}
    </article>
  );
}
