import { GRANTS } from '../../contract/terms';
import { useId, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import type { UserRow } from '../../db';
import { markFirstArrival } from '../../lib/first-arrival';
import { useOnline } from '../../lib/useOnline';
import { Button } from '../../ui/Button';
import { Notice } from '../../ui/Notice';
import { Skeleton } from '../../ui/Skeleton';
import { sync } from '../../worker-client';
import { AvatarChoices } from './AvatarChoices';
import { PartnerCodeForm } from './PartnerCodeForm';
import { canEnterSanctum, showPartnerCode, startingAvatars } from './onboarding-rules';
import { useAvatars } from './useAvatars';
import styles from './Onboarding.module.css';

/** The last onboarding stage (in-play §2, §5): an avatar, the terms, an optional partner code, then the Sanctum. */
export function AvatarStage({ me, redirect }: { me: UserRow; redirect: string }) {
  const id = useId();
  const navigate = useNavigate();
  const { search } = useLocation();
  const online = useOnline();
  const { avatars, ensure } = useAvatars();
  const [avatarId, setAvatarId] = useState<string | null>(null);
  const [terms, setTerms] = useState(false);
  // The user row says nothing of a partner: the code's success is remembered for this visit.
  const [linked, setLinked] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [entering, setEntering] = useState(false);
  const choices = startingAvatars(avatars ?? []);

  const enter = async () => {
    if (!avatarId || !canEnterSanctum(avatarId, terms) || entering) return;
    setEntering(true);
    setError(null);
    try {
      // Kept at once and sent through the outbox; entering the Sanctum itself needs the network.
      const chosen = await sync.avatarSelect({ avatar_id: avatarId });
      const done = chosen.ok ? await sync.updateUser({ onboarding_state: 2 }) : chosen;
      if (done.ok) {
        // The Sanctum greets this first arrival; it welcomes back every later one.
        markFirstArrival(me.user_id);
        navigate(redirect, { replace: true });
      }
      else setError(done.message || 'Something went wrong');
    } catch {
      setError('Something went wrong');
    } finally {
      setEntering(false);
    }
  };

  return (
    <section className={styles.stage} aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`} className={styles.stageTitle}>
        {linked ? `${me.username ?? 'Historian'}. The Sanctum Awaits.` : 'Who walks into the Sanctum?'}
      </h1>
      {linked && <p className={styles.perk}>You have {GRANTS.referralFriend.text} of Premium!</p>}
      {choices.length > 0 ? (
        <AvatarChoices avatars={choices} selected={avatarId} onSelect={setAvatarId} />
      ) : avatars === undefined || (!ensure.settled && online) ? (
        <div className={styles.avatarGrid} aria-busy="true" aria-label="Loading avatars">
          <Skeleton height={150} />
          <Skeleton height={150} />
          <Skeleton height={150} />
        </div>
      ) : (
        <Notice tone={online ? 'error' : 'info'}>
          {online ? `The avatars could not be loaded: ${ensure.error ?? 'none are available'}` : 'You are offline. The avatars will load when you are back online.'}
        </Notice>
      )}

      {showPartnerCode(avatarId, linked) && <PartnerCodeForm onLinked={() => setLinked(true)} />}

      <label className={styles.check}>
        <input type="checkbox" checked={terms} onChange={(e) => setTerms(e.target.checked)} />
        <span>
          I have read{' '}
          {/* The legal pages carry the current query along (in-play §2). */}
          <Link to={{ pathname: '/terms', search }} target="_blank" rel="noopener">
            Terms &amp; Conditions
          </Link>{' '}
          and agree
        </span>
      </label>

      {error && <Notice tone="error">{error}</Notice>}
      <Button block disabled={!canEnterSanctum(avatarId, terms) || entering || !online} onClick={() => void enter()}>
        {entering ? 'Entering…' : 'Enter the Sanctum'}
      </Button>
      {!online && <p className={styles.hintCenter}>You are offline. Entering the Sanctum needs the network.</p>}
    </section>
  );
}
