import { paths } from '../../lib/paths';
import { formatDuration } from '../../lib/countdown';
import { useNow } from '../../lib/useNow';
import { useOnline } from '../../lib/useOnline';
import { ButtonLink } from '../../ui/Button';
import { Notice } from '../../ui/Notice';
import { Skeleton } from '../../ui/Skeleton';
import { LevelTrack } from './LevelTrack';
import { ReferralPanel } from './ReferralPanel';
import { passProgress } from './profile-rules';
import { useSeasonPass } from './reads';
import { ProgressBar } from '../../ui/ProgressBar';
import styles from './Levels.module.css';

/** /profile/levels: the season pass — the player's level, every level's reward, and what referrals add. */
export default function LevelsPage() {
  const { pass, ensure } = useSeasonPass();
  const online = useOnline();
  const now = useNow(60_000);

  return (
    <div className={styles.page}>
      <ButtonLink to={paths.profile()} variant="ghost">
        ‹ Back to your profile
      </ButtonLink>
      {pass ? (
        <>
          <p className={styles.kicker}>Season pass</p>
          <h1>{pass.season_name}</h1>
          <p className={styles.ends}>
            {Date.parse(pass.ends_at) > now ? `Ends in ${formatDuration((Date.parse(pass.ends_at) - now) / 1000)}` : 'This season has ended.'}
          </p>
          <section className={styles.progress} aria-labelledby="level-now">
            <p id="level-now" className={styles.levelNow}>
              Level <strong>{pass.level}</strong> of {pass.max_level}
            </p>
            <ProgressBar fill={passProgress(pass)} least={3} aria-label="Season pass progress" aria-valuemin={1} aria-valuemax={pass.max_level} aria-valuenow={pass.level} />
          </section>
          <ReferralPanel referrals={pass.referrals} />
          <h2>Levels and rewards</h2>
          <LevelTrack pass={pass} />
        </>
      ) : pass === null && ensure.settled && ensure.error ? (
        <Notice tone={online ? 'error' : 'info'}>
          {online ? `Your season pass could not be loaded: ${ensure.error}` : 'You are offline. Your season pass will load when you are back online.'}
        </Notice>
      ) : (
        <div aria-busy="true" aria-label="Loading your season pass">
          <Skeleton height={96} />
          <Skeleton height={320} />
        </div>
      )}
    </div>
  );
}
