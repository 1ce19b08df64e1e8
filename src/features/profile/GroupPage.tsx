import { useCallback, useState } from 'react';
import { paths } from '../../lib/paths';
import { useOnline } from '../../lib/useOnline';
import { Button, ButtonLink } from '../../ui/Button';
import { Notice } from '../../ui/Notice';
import { Skeleton } from '../../ui/Skeleton';
import { Toast } from '../../ui/Toast';
import { useToast } from '../../ui/useToast';
import { WriteStatus } from '../outbox';
import { PlayerAvatar } from '../people';
import { AddFriendDialog } from './AddFriendDialog';
import { useMe } from '../../lib/reads';
import { LinkFirst } from '../auth';
import { useGroup } from './reads';
import styles from './Group.module.css';

/** /profile/my-group: the players in the player's group, and the add-friend dialog. */
export default function GroupPage() {
  const { group, ensure } = useGroup();
  const online = useOnline();
  const me = useMe();
  const [adding, setAdding] = useState(false);
  const { toast, show } = useToast(3000);
  const added = useCallback(
    (name: string) => {
      setAdding(false);
      show('success', `${name} joined your group.`);
    },
    [show],
  );

  return (
    <div className={styles.page}>
      <ButtonLink to={paths.profile()} variant="ghost">
        ‹ Back to your profile
      </ButtonLink>
      <div className={styles.head}>
        <h1>My Group</h1>
        {!me?.is_temp_user && (
          <Button onClick={() => setAdding(true)} aria-haspopup="dialog">
            Add Friend
          </Button>
        )}
      </div>
      {me?.is_temp_user && <LinkFirst to="to build a group: friends find you by your name or email" />}
      {group && group.length > 0 ? (
        <ul className={styles.list}>
          {group.map((f) => (
            <li key={f.key} className={`${styles.member} ${f.pending ? styles.pending : ''}`}>
              <div className={styles.memberRow}>
                {f.pending ? (
                  <span className={styles.placeholder} aria-hidden="true">
                    {f.username.charAt(0).toUpperCase()}
                  </span>
                ) : (
                  <PlayerAvatar user={{ user_id: f.user_id, username: f.username, avatar_url: f.avatar }} size={44} />
                )}
                <div className={styles.who}>
                  <span className={styles.name}>{f.username}</span>
                  {!f.pending && <span className={styles.detail}>{[f.rank_title, f.email].filter(Boolean).join(' · ')}</span>}
                </div>
              </div>
              {f.pending && <WriteStatus outboxId={f.outbox_id} offlineText="Pending — they will be added when you are back online." />}
            </li>
          ))}
        </ul>
      ) : group && ensure.settled && !ensure.error ? (
        <p className={styles.empty}>Your group is empty. Add a friend by their username or email to play alongside them.</p>
      ) : group && ensure.error ? (
        <Notice tone={online ? 'error' : 'info'}>
          {online ? `Your group could not be loaded: ${ensure.error}` : 'You are offline. Your group will load when you are back online.'}
        </Notice>
      ) : (
        <div aria-busy="true" aria-label="Loading your group" className={styles.list}>
          <Skeleton height={64} />
          <Skeleton height={64} />
        </div>
      )}
      {adding && <AddFriendDialog onClose={() => setAdding(false)} onAdded={added} />}
      <Toast toast={toast} />
    </div>
  );
}
