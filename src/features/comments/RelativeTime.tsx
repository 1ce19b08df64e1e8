import { relativeTime } from '../../lib/relative-time';
import { useMinute } from '../../lib/useMinute';

/** "3 minutes ago", kept true by the one shared minute clock: only this text re-renders when it ticks. */
export function RelativeTime({ iso, className }: { iso: string; className?: string }) {
  const now = useMinute();
  return (
    <time dateTime={iso} className={className}>
      {relativeTime(iso, now)}
    </time>
  );
}
