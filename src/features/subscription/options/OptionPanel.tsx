import { GRANTS } from '../../../contract/terms';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { QUERY_FLAGS } from '../../../contract/query-flags';
import { EXTERNAL } from '../../../lib/links';
import { paths } from '../../../lib/paths';
import { useMe } from '../../../lib/reads';
import { promptInstall, useInstallPrompt } from '../../../lib/install-prompt';
import { useFlags } from '../../../lib/useFlags';
import { Button } from '../../../ui/Button';
import { GoogleButton, hereWithout } from '../../auth';
import { ShareLink } from '../../codes';
import { RatingPanel, useRating } from '../../rating';
import type { SubscribeOption } from '../options';
import styles from '../Subscription.module.css';
import { ClaimBonus } from './ClaimBonus';
import { DontAskAgain } from './DontAskAgain';

interface Props {
  option: SubscribeOption;
  dungeonId: string | null;
  sagaId: string | null;
}

const TITLES: Record<SubscribeOption, string> = {
  share_social: 'Share with a friend',
  install_app: 'Install the app',
  enable_notifications: 'Turn on notifications',
  link_account: 'Link your account',
  post_comment: 'Join the discussion',
  review_dungeon: 'Rate this Timeline',
  review_adventure: 'Rate this Memory',
};

/** One free-play option of the subscribe/continue modal (in-play §4): do it, then claim GRANTS.freePlayBonus free. */
export function OptionPanel(props: Props) {
  return (
    <section className={styles.option} aria-labelledby="option-title">
      <h3 id="option-title" className={styles.optionTitle}>
        Or play free for {GRANTS.freePlayBonus.text}: {TITLES[props.option]}
      </h3>
      <Body {...props} />
    </section>
  );
}

function Body({ option, dungeonId, sagaId }: Props) {
  switch (option) {
    case 'share_social':
      return <Share />;
    case 'install_app':
      return <Install />;
    case 'enable_notifications':
      return <Notifications />;
    case 'link_account':
      return <LinkAccount />;
    case 'post_comment':
      return (
        <>
          <p className={styles.note}>Post a comment in the {dungeonId ? 'Dungeon' : 'Book'} chat, then come back to claim.</p>
          <Link className={styles.optionLink} to={dungeonId ? paths.dungeonComments(dungeonId) : paths.sagaComments(sagaId ?? '')}>
            Open the {dungeonId ? 'Dungeon' : 'Book'} chat
          </Link>
          <ClaimBonus task="post_comment" ready />
        </>
      );
    case 'review_dungeon':
      return <Rate type="dungeon" id={dungeonId ?? ''} task="review_dungeon" label="Rate the Dungeon" />;
    case 'review_adventure':
      return <Rate type="saga" id={sagaId ?? ''} task="review_adventure" label="Rate the Book" />;
  }
}

function Share() {
  const me = useMe();
  return (
    <>
      <p className={styles.note}>Share your link: your friend gets {GRANTS.referralFriend.text} of unlimited play.</p>
      {me && <ShareLink code={me.referral_code} />}
      <ClaimBonus task="share_social" ready />
    </>
  );
}

function Install() {
  const prompt = useInstallPrompt();
  const [installed, setInstalled] = useState(false);
  return (
    <>
      {prompt ? (
        <Button block onClick={async () => setInstalled(await promptInstall())}>
          Install Chronicle
        </Button>
      ) : (
        <div className={styles.stores}>
          <a href={EXTERNAL.appStore} target="_blank" rel="noreferrer">
            App Store
          </a>
          <a href={EXTERNAL.googlePlay} target="_blank" rel="noreferrer">
            Google Play
          </a>
        </div>
      )}
      <ClaimBonus task="install_app" ready={installed || !prompt} />
    </>
  );
}

function Notifications() {
  const supported = typeof Notification !== 'undefined';
  const [permission, setPermission] = useState(supported ? Notification.permission : 'denied');
  return (
    <>
      <p className={styles.note}>Hear when a friend replies or a new Timeline opens.</p>
      {permission !== 'granted' && (
        <Button block disabled={!supported || permission === 'denied'} onClick={async () => setPermission(await Notification.requestPermission())}>
          Enable Push Notifications
        </Button>
      )}
      {permission === 'denied' && <p className={styles.note}>Notifications are blocked in this browser’s settings.</p>}
      <ClaimBonus task="enable_notifications" ready={permission === 'granted'} />
      <DontAskAgain option="enable_notifications" />
    </>
  );
}

function LinkAccount() {
  const me = useMe();
  const setFlags = useFlags();
  const here = hereWithout();
  const linked = (me?.linked_accounts.length ?? 0) > 0;
  return (
    <>
      {!linked && (
        <>
          <Button block onClick={() => setFlags({ [QUERY_FLAGS.linkAccount]: 'true' })}>
            Link with Email
          </Button>
          {me?.is_temp_user && <GoogleButton mode="link" returnTo={here} label="Link with Google" />}
        </>
      )}
      <ClaimBonus task="link_account" ready={linked} />
      <DontAskAgain option="link_account" />
    </>
  );
}

function Rate({ type, id, task, label }: { type: 'dungeon' | 'saga'; id: string; task: SubscribeOption; label: string }) {
  const rating = useRating(type, id);
  return (
    <>
      <RatingPanel targetType={type} targetId={id} label={label} />
      <ClaimBonus task={task} ready={!!rating && !rating.pending} />
    </>
  );
}
