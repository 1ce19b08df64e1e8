import { useEffect, useState } from 'react';
import type { DownloadRow } from '../../db';
import { requestPersistence, storageChanged } from '../../lib/storage';
import { useOnline } from '../../lib/useOnline';
import { sync } from '../../worker-client';
import { DownloadControl } from './DownloadControl';
import { downloadKey, listDownloads, useDownload } from './reads';
import { wentWrong } from '../../lib/went-wrong';

interface Props {
  kind: DownloadRow['kind'];
  id: string;
}

const NOUN: Record<DownloadRow['kind'], string> = { series: 'Memory', dungeon: 'Timeline' };

/** A Memory's or a Timeline's 'Make available offline', wired to the worker's download command. */
export function OfflineDownload({ kind, id }: Props) {
  const row = useDownload(kind, id);
  const online = useOnline();
  const [refusal, setRefusal] = useState<string | null>(null);
  const key = downloadKey(kind, id);

  const start = async () => {
    setRefusal(null);
    // The player's first download is when they show they mean to keep things here: ask the browser to keep them.
    if ((await listDownloads()).length === 0) void requestPersistence().catch(() => false);
    const out = await sync.download(kind, id).catch(wentWrong);
    if (!out.ok && !(await listDownloads()).some((d) => d.key === key)) setRefusal(out.message);
    storageChanged();
  };

  // A download a reload cut short resumes where it was (the worker keeps one run per download).
  const interrupted = row?.state === 'downloading' && online;
  useEffect(() => {
    if (interrupted) void sync.download(kind, id).then(storageChanged);
  }, [interrupted, kind, id]);

  if (row === undefined) return null;
  return (
    <DownloadControl
      noun={NOUN[kind]}
      row={row}
      online={online}
      refusal={refusal}
      onStart={() => void start()}
      onCancel={() => void sync.cancelDownload(key).then(storageChanged)}
      onRemove={() => void sync.removeDownload(key).then(storageChanged)}
    />
  );
}
