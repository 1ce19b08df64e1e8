/** Downloads (Memories and Timelines made available offline) as the device holds them. */
import { db, type DownloadRow } from '../../db';
import { useLive } from '../../lib/useLive';

export const downloadKey = (kind: DownloadRow['kind'], id: string): string => `${kind}:${id}`;

export const getDownload = async (key: string): Promise<DownloadRow | null> => (await db.downloads.get(key)) ?? null;
export const listDownloads = (): Promise<DownloadRow[]> => db.downloads.toArray();

/** One Memory's or Timeline's download; null when there is none, undefined while reading. */
export const useDownload = (kind: DownloadRow['kind'], id: string) => useLive(() => getDownload(downloadKey(kind, id)), [kind, id]);

/** Every download, newest first (the profile lists them with the space they take). */
export const useDownloads = () => useLive(async () => (await listDownloads()).sort((a, b) => b.startedAt - a.startedAt), []);
