import { EXTERNAL } from '../../lib/links';
import type { FlagModalProps } from '../../lib/useFlags';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import styles from './Announcements.module.css';

/**
 * Community creations (?community_creations=true): the Creators tab's teaser while the creators area is
 * off (app-shell §1: "a teaser for community creations (coming soon)").
 */
export default function CommunityCreationsModal({ onClose }: FlagModalProps) {
  return (
    <Modal title="Community Creations" onClose={onClose}>
      <div className={styles.prompt}>
        <div className={styles.quillEmblem} aria-hidden="true" />
        <p className={styles.detail}>Coming soon</p>
        <p className={styles.text}>
          Soon Historians will publish their own Timelines and Memories here, and you will play, rate and follow them like the
          Chronicle’s own.
        </p>
        <p className={styles.text}>
          Want to be among the first creators? Creating is done on a computer, through the{' '}
          <a href={EXTERNAL.creatorSite} target="_blank" rel="noreferrer">
            creator site
          </a>
          .
        </p>
      </div>
      <Button block onClick={onClose}>
        Got It
      </Button>
    </Modal>
  );
}
