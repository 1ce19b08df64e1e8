import { useMe } from '../../lib/reads';
import { useRefresh } from '../../lib/useRefresh';
import { Skeleton } from '../../ui/Skeleton';
import { DeleteAccount } from './DeleteAccount';
import { LinkedAccounts } from './LinkedAccounts';
import { ProfileIdentity } from './ProfileIdentity';
import { ProfileMenu } from './ProfileMenu';
import { SignOut } from './SignOut';
import { StorageSection } from './StorageSection';
import { SubscriptionSection } from './SubscriptionSection';
import styles from './Profile.module.css';

/**
 * /profile: the player's avatar, name, rank, plan and linked accounts; their notifications, season pass,
 * group, cards and blocked players; what this device keeps offline; and the ways out (log out, delete the account).
 */
export default function ProfilePage() {
  const me = useMe();
  // The player's row is fresh on every visit: their plan and unread number change elsewhere.
  useRefresh({ kind: 'user' });

  if (!me) {
    return (
      <div className={styles.page} aria-busy="true" aria-label="Loading your profile">
        <Skeleton height={120} />
        <Skeleton height={200} />
      </div>
    );
  }
  return (
    <div className={styles.page}>
      <ProfileIdentity me={me} />
      <ProfileMenu />
      <SubscriptionSection me={me} />
      <LinkedAccounts me={me} />
      <StorageSection />
      <SignOut />
      <DeleteAccount plan={me.subscription ?? null} />
    </div>
  );
}
