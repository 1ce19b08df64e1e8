import type { ReactNode } from 'react';
import { useOnline } from '../../lib/useOnline';
import { Notice } from '../../ui/Notice';
import { Skeleton } from '../../ui/Skeleton';
import styles from './Discovery.module.css';

interface Props {
  /** undefined: not read yet; else how many rows are stored. */
  count: number | undefined;
  everFetched: boolean | undefined;
  error: string | null;
  what: string;
  empty: ReactNode;
  children: ReactNode;
}

/**
 * A stored list's states: loading (never fetched, online), offline before the first fetch, failed before
 * the first fetch, empty, or the list. Anything stored shows, offline or not.
 */
export function ListStatus({ count, everFetched, error, what, empty, children }: Props) {
  const online = useOnline();
  if (count === undefined) return null;
  if (count > 0) return <>{children}</>;
  if (everFetched) return <>{empty}</>;
  if (!online) return <Notice>You are offline. {what} will appear here the first time you are online.</Notice>;
  if (error) return <Notice tone="error">{what} could not be loaded: {error}</Notice>;
  return (
    <div className={styles.list} role="status" aria-busy="true" aria-label={`Loading ${what.toLowerCase()}`}>
      <Skeleton height={88} />
      <Skeleton height={88} />
      <Skeleton height={88} />
    </div>
  );
}
