import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { LINK_CHOICE_STATUS } from '../../contract/plain-values';
import { forgetAttribution, storedAttribution } from '../../lib/attribution';
import { safeRedirect } from '../../lib/redirect';
import { Button } from '../../ui/Button';
import { Spinner } from '../../ui/Spinner';
import prose from '../../ui/ProsePage.module.css';
import { sync } from '../../worker-client';
import { CALLBACK_PATH, readCallback, type Returned } from './google/flow';
import { KeepChoice } from './KeepChoice';

const FALLBACK = 'Something went wrong';

/** Read once per answer: the pending sign-in is used up by reading it (and React may render twice). */
const answers = new Map<string, Returned>();
const answerOf = (hash: string): Returned => {
  const known = answers.get(hash) ?? readCallback(hash);
  answers.set(hash, known);
  return known;
};

type View = { kind: 'working' } | { kind: 'failed'; message: string } | { kind: 'choice'; question: string; busy: boolean };

/**
 * /auth/google/callback: where Google sends the player back with the ID token (google/flow.ts checked its
 * state and nonce). The token goes to POST /auth/google/ through the worker, which signs in as the email
 * login does, or links the guest of this device; then on to where the player was going. A guest whose
 * Google email already has an account chooses whose progress to keep, as with an email link.
 */
export default function GoogleCallbackPage() {
  const navigate = useNavigate();
  const [returned] = useState(() => answerOf(window.location.hash));
  const [view, setView] = useState<View>(returned.ok ? { kind: 'working' } : { kind: 'failed', message: returned.message });
  const started = useRef(false);
  const returnTo = safeRedirect(returned.pending?.returnTo, returned.pending?.mode === 'link' ? '/sanctum' : '/onboarding');

  const finish = async (keep?: 'guest' | 'account') => {
    if (!returned.ok) return;
    const link = returned.pending.mode === 'link' ? (keep ? { keep } : {}) : undefined;
    const r = await sync.googleSignIn(returned.idToken, { ...storedAttribution(), user_agent: navigator.userAgent }, link).catch(() => ({ ok: false as const, message: FALLBACK, status: undefined }));
    if (r.ok) {
      forgetAttribution();
      return navigate(returnTo, { replace: true });
    }
    if (link && !keep && 'status' in r && r.status === LINK_CHOICE_STATUS) return setView({ kind: 'choice', question: r.message, busy: false });
    setView({ kind: 'failed', message: r.message || FALLBACK });
  };

  useEffect(() => {
    // The token leaves the address bar and history at once.
    window.history.replaceState(window.history.state, '', CALLBACK_PATH);
    if (started.current) return;
    started.current = true;
    void finish();
    // finish reads only what this render has: it runs once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <section className={prose.page} aria-labelledby="google-callback-title">
      <h1 id="google-callback-title">{returned.pending?.mode === 'link' ? 'Link with Google' : 'Sign in with Google'}</h1>
      {view.kind === 'working' && (
        <Spinner headline={returned.pending?.mode === 'link' ? 'Linking your Google account…' : 'Signing you in…'} />
      )}
      {view.kind === 'choice' && (
        <KeepChoice
          question={view.question}
          busy={view.busy}
          onKeep={(keep) => {
            setView({ ...view, busy: true });
            void finish(keep);
          }}
          onCancel={() => navigate(returnTo, { replace: true })}
        />
      )}
      {view.kind === 'failed' && (
        <>
          <p role="alert">{view.message}</p>
          <Button block onClick={() => navigate(returnTo, { replace: true })}>
            Back
          </Button>
        </>
      )}
    </section>
  );
}
