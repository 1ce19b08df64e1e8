import { useId, useState } from 'react';
import { useInit } from '../../lib/reads';
import { useOnline } from '../../lib/useOnline';
import { Button } from '../../ui/Button';
import { isInAppBrowser } from './google/in-app-browser';
import styles from './LoginModal.module.css';

interface Props {
  /** 'login': sign in (or up); 'link': the guest signed in here links its Google email and keeps its progress. */
  mode: 'login' | 'link';
  /** Where to go once done: a same-origin path. */
  returnTo: string;
  label?: string;
  /** An 'or' above it, apart from the email form (shown only with the button). */
  divider?: boolean;
}

export const NEEDS_NETWORK = 'Signing in with Google needs the network. Connect and try again, or use an email code later.';

/**
 * 'Continue with Google' (app-shell §4): only when the server has Google sign-in on, and never inside a social
 * app's in-app browser, where Google refuses to sign in. Offline it says the network is needed instead of
 * sending the player to a page that cannot load. The flow's code is loaded on the tap.
 */
export function GoogleButton({ mode, returnTo, label = 'Continue with Google', divider = false }: Props) {
  const init = useInit();
  const online = useOnline();
  const [note, setNote] = useState('');
  const [going, setGoing] = useState(false);
  const noteId = useId();
  if (!init?.google_sign_in || !init.google || isInAppBrowser(navigator.userAgent)) return null;
  const google = init.google;

  const start = async () => {
    if (!navigator.onLine) return setNote(NEEDS_NETWORK);
    setGoing(true);
    setNote('');
    try {
      const { startGoogleSignIn } = await import('./google/flow');
      startGoogleSignIn(google, mode, returnTo);
    } catch {
      setGoing(false);
      setNote(NEEDS_NETWORK);
    }
  };

  return (
    <>
      {divider && (
        <div className={styles.or} aria-hidden="true">
          or
        </div>
      )}
      <Button variant="secondary" block onClick={() => void start()} disabled={going} aria-describedby={noteId}>
        <GoogleMark />
        {going ? 'Opening Google…' : label}
      </Button>
      <p id={noteId} role="status" className={styles.googleNote}>
        {note || (online ? '' : NEEDS_NETWORK)}
      </p>
    </>
  );
}

/** Google's "G", drawn in its four colours (decorative: the label names the button). */
function GoogleMark() {
  return (
    <svg className={styles.googleMark} viewBox="0 0 48 48" width="18" height="18" aria-hidden="true" focusable="false">
      <path fill="#EA4335" d="M24 9.5c3.54 0 6.71 1.22 9.21 3.6l6.85-6.85C35.9 2.38 30.47 0 24 0 14.62 0 6.51 5.38 2.56 13.22l7.98 6.19C12.43 13.72 17.74 9.5 24 9.5z" />
      <path fill="#4285F4" d="M46.98 24.55c0-1.57-.15-3.09-.38-4.55H24v9.02h12.94c-.58 2.96-2.26 5.48-4.78 7.18l7.73 6c4.51-4.18 7.09-10.36 7.09-17.65z" />
      <path fill="#FBBC05" d="M10.53 28.59c-.48-1.45-.76-2.99-.76-4.59s.27-3.14.76-4.59l-7.98-6.19C.92 16.46 0 20.12 0 24c0 3.88.92 7.54 2.56 10.78l7.97-6.19z" />
      <path fill="#34A853" d="M24 48c6.48 0 11.93-2.13 15.89-5.81l-7.73-6c-2.15 1.45-4.92 2.3-8.16 2.3-6.26 0-11.57-4.22-13.47-9.91l-7.98 6.19C6.51 42.62 14.62 48 24 48z" />
    </svg>
  );
}

/** This page's path and query without the given query keys (the flags of the modal being left): where a link returns. */
export function hereWithout(...keys: string[]): string {
  const { pathname, search } = window.location;
  const query = new URLSearchParams(search);
  for (const key of keys) query.delete(key);
  const rest = query.toString();
  return rest ? `${pathname}?${rest}` : pathname;
}
