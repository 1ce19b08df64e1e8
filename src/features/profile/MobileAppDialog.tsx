import { useInit } from '../../lib/reads';
import { Modal } from '../../ui/Modal';
import { Skeleton } from '../../ui/Skeleton';
import styles from './Profile.module.css';

/** The mobile app download dialog (in-play §2, §7): the App Store and Google Play listings, opened as links. */
export function MobileAppDialog({ onClose }: { onClose: () => void }) {
  const links = useInit()?.app_links;
  return (
    <Modal title="Get the Chronicle app" onClose={onClose}>
      <p className={styles.muted}>Play your Timelines and Memories on the go, with notifications when your story moves on.</p>
      {links ? (
        <div className={styles.stores}>
          <a className={styles.store} href={links.app_store} target="_blank" rel="noopener noreferrer">
            <span className={styles.storeSmall}>Download on the</span>
            <span className={styles.storeBig}>App Store</span>
          </a>
          <a className={styles.store} href={links.google_play} target="_blank" rel="noopener noreferrer">
            <span className={styles.storeSmall}>Get it on</span>
            <span className={styles.storeBig}>Google Play</span>
          </a>
        </div>
      ) : (
        <Skeleton height={56} />
      )}
      <p className={styles.note}>The links open the store in a new tab.</p>
    </Modal>
  );
}
