import { useState } from 'react';
import { formatBytes, requestPersistence } from '../../lib/storage';
import { useStorageEstimate } from '../../lib/useStorageEstimate';
import { Button } from '../../ui/Button';
import { Skeleton } from '../../ui/Skeleton';
import { useDownloads } from '../offline';
import { useOfflineCounts } from './reads';
import { useMediaCounts } from './useMediaCounts';
import { ProgressBar } from '../../ui/ProgressBar';
import styles from './Profile.module.css';

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/**
 * What this device keeps for offline play, how much space it takes (the downloads' share named), and
 * whether the browser may clear it.
 */
export function StorageSection() {
  const counts = useOfflineCounts();
  const media = useMediaCounts();
  const storage = useStorageEstimate();
  const downloads = (useDownloads() ?? []).filter((d) => d.state === 'done');
  const [asked, setAsked] = useState<'granted' | 'refused' | null>(null);

  const kept = counts
    ? [
        plural(counts.memories, 'Memory', 'Memories'),
        plural(counts.chapters, 'chapter'),
        plural(counts.timelines, 'Timeline'),
        plural(counts.comments, 'comment'),
        plural(counts.cards, 'trading card'),
        plural(counts.notifications, 'notification'),
        ...(media ? [plural(media.pictures, 'picture'), plural(media.narrations, 'narration')] : []),
      ]
    : null;
  const share = storage && storage.quota ? Math.min(1, storage.usage / storage.quota) : null;
  const downloaded = downloads.reduce((n, d) => n + d.bytes, 0);

  return (
    <section className={styles.card} aria-labelledby="storage-title">
      <h2 id="storage-title" className={styles.cardTitle}>
        On this device
      </h2>
      {kept ? <p className={styles.kept}>Kept for offline play: {kept.join(', ')}.</p> : <Skeleton height={40} />}
      {counts && counts.pending > 0 && <p className={styles.kept}>{plural(counts.pending, 'change')} waiting to be sent.</p>}
      {downloads.length > 0 && (
        <div>
          <p className={styles.kept}>
            Available offline: {formatBytes(downloaded)} in {plural(downloads.length, 'download')}
          </p>
          <ul className={styles.downloads}>
            {downloads.map((d) => (
              <li key={d.key}>
                {d.name} · {formatBytes(d.bytes)}
              </li>
            ))}
          </ul>
        </div>
      )}
      {storage === null ? (
        <p className={styles.muted}>This browser does not say how much space the app takes.</p>
      ) : storage === undefined ? (
        <Skeleton height={24} />
      ) : (
        <>
          <p className={styles.usage}>
            Using <strong>{formatBytes(storage.usage)}</strong>
            {storage.quota ? ` of ${formatBytes(storage.quota)} available` : ''}
          </p>
          {share !== null && (
            <ProgressBar className={styles.meter} fill={share} least={2} aria-label="Storage used" aria-valuemin={0} aria-valuemax={100} aria-valuenow={Math.round(share * 100)} />
          )}
          {storage.persisted ? (
            <p className={styles.persisted}>Protected: the browser keeps this data even when space runs low.</p>
          ) : (
            <>
              <p className={styles.muted}>Not protected: the browser may clear this data when space runs low, and offline reading with it.</p>
              <Button variant="secondary" block onClick={async () => setAsked((await requestPersistence()) ? 'granted' : 'refused')}>
                Keep my data on this device
              </Button>
              <p className={styles.muted} role="status">
                {asked === 'refused' ? 'The browser declined for now. Installing the app usually lets it keep your data.' : ''}
              </p>
            </>
          )}
        </>
      )}
    </section>
  );
}
