import { useState } from 'react';
import { forgetAttribution, storedAttribution } from '../../lib/attribution';
import { UI_LIMITS } from '../../lib/limits';
import { sync } from '../../worker-client';
import { useCountdown } from './useCountdown';

const FALLBACK = 'Something went wrong';
type Field = 'email' | 'code';

/** The login modal's state (app-shell §4, §5, §8): email, code, sending, the resend countdown and errors. */
export function useLoginForm(onSuccess: () => void) {
  const [email, setEmailRaw] = useState('');
  const [code, setCodeRaw] = useState('');
  const [sending, setSending] = useState(false);
  const [verifying, setVerifying] = useState(false);
  const [sentAt, setSentAt] = useState<number | null>(null);
  const [error, setError] = useState<{ field: Field; message: string } | null>(null);
  const resendIn = useCountdown(sentAt, UI_LIMITS.resendSeconds);

  const canSend = email.trim() !== '' && !sending && resendIn === 0;
  const canVerify = email.trim() !== '' && code !== '' && !verifying;

  const setEmail = (v: string) => {
    setEmailRaw(v);
    if (error?.field === 'email') setError(null); // editing the email clears its error
  };
  const setCode = (v: string) => {
    setCodeRaw(v.replace(/\D/g, '').slice(0, UI_LIMITS.loginCode));
    if (error?.field === 'code') setError(null);
  };

  const sendCode = async () => {
    if (!canSend) return;
    setSending(true);
    setError(null);
    try {
      const r = await sync.requestCode(email.trim());
      if (r.ok) setSentAt(Date.now());
      else setError({ field: 'email', message: r.message || FALLBACK });
    } catch {
      setError({ field: 'email', message: FALLBACK });
    } finally {
      setSending(false);
    }
  };

  const verify = async () => {
    if (!canVerify) return;
    setVerifying(true);
    setError(null);
    try {
      // The verify tells where the player came from (app-shell §7); the server records the address itself.
      const r = await sync.verifyCode(email.trim(), code, { ...storedAttribution(), user_agent: navigator.userAgent });
      if (r.ok) {
        forgetAttribution();
        return onSuccess();
      }
      setError({ field: 'code', message: r.message || FALLBACK });
    } catch {
      setError({ field: 'code', message: FALLBACK });
    } finally {
      setVerifying(false);
    }
    setCodeRaw(''); // a failed verify clears the code (app-shell §8)
  };

  return { email, setEmail, code, setCode, sending, verifying, sent: sentAt !== null, resendIn, canSend, canVerify, error, sendCode, verify };
}
