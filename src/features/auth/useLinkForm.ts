import { useState } from 'react';
import { LINK_CHOICE_STATUS } from '../../contract/plain-values';
import { UI_LIMITS } from '../../lib/limits';
import { sync } from '../../worker-client';
import { useCountdown } from './useCountdown';

const FALLBACK = 'Something went wrong';

/**
 * The link-account modal's state (in-play §4, §5, §8): email, a code sent to it (Send disabled for 16 s,
 * then 'Resend The Code'), the code, linking. A player with no linked account asks for the code as a
 * temporary user. Editing the email clears the error; a failed link clears the code. A guest (`guest`, a
 * temporary player) whose email already has an account is asked whose progress to keep (`choice`).
 */
export function useLinkForm(isTempUser: boolean, onLinked: () => void, guest = false) {
  const [email, setEmailRaw] = useState('');
  const [code, setCodeRaw] = useState('');
  const [sending, setSending] = useState(false);
  const [linking, setLinking] = useState(false);
  const [sentAt, setSentAt] = useState<number | null>(null);
  const [error, setError] = useState<{ field: 'email' | 'code'; message: string } | null>(null);
  /** A guest's email already has an account: the server's question, until the player chooses. */
  const [choice, setChoice] = useState<string | null>(null);
  const resendIn = useCountdown(sentAt, UI_LIMITS.resendSeconds);

  const canSend = email.trim() !== '' && !sending && resendIn === 0;
  const canLink = email.trim() !== '' && code !== '' && !linking;

  const setEmail = (v: string) => {
    setEmailRaw(v);
    setError(null);
  };
  const setCode = (v: string) => {
    setCodeRaw(v.replace(/\D/g, '').slice(0, UI_LIMITS.loginCode));
    if (error?.field === 'code') setError(null);
  };

  const sendCode = async () => {
    if (!canSend) return;
    setSending(true);
    setError(null);
    const r = await sync.requestCode(email.trim(), isTempUser).catch(() => ({ ok: false as const, message: FALLBACK }));
    if (r.ok) setSentAt(Date.now());
    else setError({ field: 'email', message: r.message || FALLBACK });
    setSending(false);
  };

  const link = async (keep?: 'guest' | 'account') => {
    if (!canLink) return;
    setLinking(true);
    setError(null);
    const r = await (keep ? sync.linkAccount(email.trim(), code, keep) : sync.linkAccount(email.trim(), code)).catch(() => ({ ok: false as const, message: FALLBACK, status: undefined }));
    setLinking(false);
    setChoice(null);
    if (r.ok) return onLinked();
    // The code was right and is still good: the player chooses, and the same code finishes.
    if (guest && !keep && 'status' in r && r.status === LINK_CHOICE_STATUS) return setChoice(r.message);
    setError({ field: 'code', message: r.message || FALLBACK });
    setCodeRaw('');
  };

  const sendLabel = sending ? 'Sending…' : resendIn > 0 ? `Resend in ${resendIn}s` : sentAt !== null ? 'Resend The Code' : 'Send Code';
  const cancelChoice = () => setChoice(null);
  return { email, setEmail, code, setCode, sending, linking, sent: sentAt !== null, canSend, canLink, error, sendCode, link, sendLabel, choice, cancelChoice };
}
