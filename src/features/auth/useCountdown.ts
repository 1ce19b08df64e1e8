import { useEffect, useState } from 'react';
import { secondsLeft } from '../../lib/countdown';

/** Seconds left of a countdown started at `startedAt` (ms epoch), ticking every second until zero. */
export function useCountdown(startedAt: number | null, seconds: number): number {
  const [now, setNow] = useState(() => Date.now());
  const left = secondsLeft(startedAt, seconds, now);

  useEffect(() => {
    if (startedAt === null || left === 0) return;
    const id = window.setInterval(() => setNow(Date.now()), 250);
    return () => window.clearInterval(id);
  }, [startedAt, left]);

  return left;
}
