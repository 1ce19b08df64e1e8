import { useCallback, useEffect, useRef, useState } from 'react';

export type ToastTone = 'success' | 'warning' | 'error';
export interface ToastState {
  tone: ToastTone;
  text: string;
  /** Changes on every show, so the same text shown twice restarts its timer and is announced again. */
  id: number;
}

/** A short-lived notice: show(tone, text) replaces the current one; it hides itself after `ms`. */
export function useToast(ms: number) {
  const [toast, setToast] = useState<ToastState | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const next = useRef(0);

  const show = useCallback(
    (tone: ToastTone, text: string) => {
      window.clearTimeout(timer.current);
      next.current += 1;
      setToast({ tone, text, id: next.current });
      timer.current = window.setTimeout(() => setToast(null), ms);
    },
    [ms],
  );
  useEffect(() => () => window.clearTimeout(timer.current), []);
  return { toast, show };
}
