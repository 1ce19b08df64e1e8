import { GRANTS } from '../../../contract/terms';
import { useState } from 'react';
import type { DungeonLoading } from '../../../contract/dungeon';
import { Button } from '../../../ui/Button';
import { shareCodeExpiry } from '../rules/expiry';
import type { ToastTone } from '../../../ui/useToast';
import styles from './Loader.module.css';
import { useCopyBanner } from './useCopyBanner';

interface Props {
  banner: NonNullable<DungeonLoading['banner']>;
  show: (tone: ToastTone, text: string) => void;
}

/** The share-code banner (in-play §3 Loading banner): the code is the referral code, so it gives what a referral grants. */
export function ShareBanner({ banner, show }: Props) {
  // The expiry is fixed when the banner first shows: now + seconds until expire (in-play §9).
  const [expires] = useState(() => shareCodeExpiry(Date.now(), banner.shareCodeSecondsUntilExpire));
  const { copy, busy } = useCopyBanner(show);
  return (
    <section className={styles.banner} aria-labelledby="share-title" style={{ backgroundImage: `url("${banner.shareCodeBackgroundImage}")` }}>
      <div className={styles.bannerInner}>
        <h2 id="share-title" className={styles.bannerTitle}>
          {banner.shareCodeTitle}
        </h2>
        <p className={styles.bannerText}>Give others {GRANTS.referralFriend.text} of unlimited play for free.</p>
        <p className={styles.code} aria-label={`Share code ${banner.shareCode.split('').join(' ')}`}>
          {banner.shareCode}
        </p>
        <p className={styles.expires}>Expires {expires}</p>
        <Button variant="secondary" disabled={busy} onClick={() => void copy(banner, expires)}>
          Copy banner as image
        </Button>
      </div>
    </section>
  );
}
