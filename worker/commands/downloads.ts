/**
 * 'Make available offline' (issue 12): a Memory or a Timeline kept whole on the device, beyond every
 * anchor. Online only. The text is pulled into the very tables the reading screens read (so nothing reads
 * it differently), then every narration and picture it names is kept in the offline cache
 * (offline-files.ts), the download's row (db.downloads) counting the pulls and files done, and the bytes as it goes.
 *
 * What a download reaches is what the server lets this player read, no more:
 * - a Memory: the series, and every adventure that is released, with every chapter the player has reached
 *   (GET /ac/:id/ answers those, and chapter 1 of an adventure not begun). Chapters past the player's
 *   choices do not exist yet: they are written by the choices.
 * - a Timeline: the Timeline, its loader, and the player's crawl when there is one: its whole history
 *   (every room text played), the journal and notes, the narration of every room found and the scenes.
 *
 * Cancel stops between two files and takes the download back: the files it kept (unless another download
 * keeps them) and its row. The text it pulled stays, as any read does. Remove does the same once done.
 *
 * One download runs in one tab: its Web Lock ('download:KEY') is held while it runs. The same download asked
 * in another tab waits for that one and answers how it ended (or, when that tab closed before the end, runs
 * it again). Cancel in any tab takes the download back, and the tab running it stops at its next file when
 * it finds its row gone.
 */
import { isMediaUrl } from '../media';
import { NEEDS_CONNECTION, ok } from '../result';
import type { LockManagerLike } from '../deps';
import { createSync } from '../sync/create-sync';
import type { Result } from '../types';
import type { CommandContext } from './context';
import { perWorker } from './define';
import { cacheFiles, type OfflineFiles } from './offline-files';
import type { DownloadRow } from '../../src/db';

export type DownloadKind = DownloadRow['kind'];
export const DOWNLOAD_KINDS = ['series', 'dungeon'] as const satisfies readonly DownloadKind[];
export const downloadKey = (kind: DownloadKind, id: string): string => `${kind}:${id}`;

/** What a download answers: done, or cancelled by the player. */
export type DownloadEnd = 'done' | 'cancelled';

interface Job {
  cancelled: boolean;
  /** This tab holds the download's lock and runs it (else it waits for the tab that does). */
  running: boolean;
  run: Promise<Result<DownloadEnd>>;
}

type Pull = () => Promise<Result>;

const media = (urls: (string | null | undefined)[]): string[] => [...new Set(urls.filter(isMediaUrl))];

/** The pulls of a Memory, in order (each knows only once the one before it is stored). */
async function seriesText(ctx: CommandContext, id: string, counted: (pull: Pull) => Promise<boolean>): Promise<string | null> {
  if (!(await counted(() => ctx.sync.refresh({ kind: 'series', id })))) return null;
  const series = await ctx.db.series.get(id);
  if (!series) return null;
  const released = series.adventures.filter((a) => a.button_state !== 'coming_later' && a.button_state !== 'coming_later_with_date');
  for (const a of released) if (!(await counted(() => ctx.sync.refresh({ kind: 'adventure', id: a.adventure_id })))) return null;
  return series.name;
}

async function seriesFiles(ctx: CommandContext, id: string): Promise<string[]> {
  const series = await ctx.db.series.get(id);
  if (!series) return [];
  const ids = series.adventures.map((a) => a.adventure_id);
  const chapters = await ctx.db.chapters.where('adventure_id').anyOf(ids).toArray();
  return media([
    series.image_url,
    series.creator_avatar,
    ...series.adventures.map((a) => a.image_url),
    ...chapters.flatMap((c) => [c.audio_url, ...c.blocks.flatMap((b) => [b.characterImageURL, b.character?.cover])]),
  ]);
}

async function dungeonText(ctx: CommandContext, id: string, counted: (pull: Pull) => Promise<boolean>): Promise<string | null> {
  if (!(await counted(() => ctx.sync.refresh({ kind: 'dungeon', id })))) return null;
  const dungeon = await ctx.db.dungeons.get(id);
  if (!dungeon) return null;
  if (!(await counted(() => ctx.sync.refresh({ kind: 'dungeonLoading', id })))) return null;
  if (dungeon.has_active_crawl && !(await counted(() => ctx.sync.refresh({ kind: 'crawl', id })))) return null;
  return dungeon.name;
}

async function dungeonFiles(ctx: CommandContext, id: string): Promise<string[]> {
  const dungeon = await ctx.db.dungeons.get(id);
  if (!dungeon) return [];
  const crawl = await ctx.db.dungeonProgress.get(id);
  const events = (await ctx.db.dungeonEvents.where('dungeon_id').equals(id).toArray()).map((e) => e.event);
  return media([
    dungeon.image_url,
    dungeon.creator_avatar,
    crawl?.room_audio_url,
    ...(crawl?.rooms ?? []).map((r) => r.audio_url),
    ...(crawl?.inventory ?? []).map((i) => i.icon),
    ...(crawl?.trackers ?? []).map((t) => t.icon),
    ...events.flatMap((e) => (e.type === 'roomChange' ? [e.image_url] : 'NPCIcon' in e ? [e.NPCIcon, e.icon] : [])),
  ]);
}

/** The download command and its two companions, over one worker's context. */
export function createDownloads(ctx: CommandContext, locks: LockManagerLike, files: OfflineFiles = cacheFiles) {
  const { db, clock } = ctx;
  const jobs = new Map<string, Job>();

  const update = (key: string, patch: Partial<DownloadRow>) => db.downloads.update(key, patch);

  /** The files of `row` no other download keeps: a download's removal lets only those go. */
  async function dropFiles(row: DownloadRow): Promise<void> {
    const others = new Set((await db.downloads.toArray()).filter((d) => d.key !== row.key).flatMap((d) => d.urls));
    for (const url of row.urls) if (!others.has(url)) await files.drop(url).catch(() => undefined);
  }

  async function takeBack(key: string): Promise<void> {
    const row = await db.downloads.get(key);
    if (!row) return;
    await dropFiles(row);
    await db.downloads.delete(key);
  }

  async function run(kind: DownloadKind, id: string, job: Job): Promise<Result<DownloadEnd>> {
    const key = downloadKey(kind, id);
    const before = await db.downloads.get(key);
    const row: DownloadRow = {
      key,
      kind,
      id,
      name: before?.name ?? '',
      state: 'downloading',
      done: 0,
      total: 1,
      bytes: 0,
      urls: [],
      error: null,
      startedAt: clock.now(),
      finishedAt: null,
    };
    await db.downloads.put({ ...row, urls: before?.urls ?? [] });

    // Files an earlier run of this download kept (it failed, or a reload cut it): still its own until it ends.
    const prior = before?.urls ?? [];
    const all = () => [...new Set([...prior, ...row.urls])];
    let failure: string | null = null;
    /** Cancelled here, or in another tab (which took the row back). */
    const cancelled = async (): Promise<boolean> => {
      if (!job.cancelled && !(await db.downloads.get(key))) job.cancelled = true;
      return job.cancelled;
    };
    const counted = async (pull: Pull): Promise<boolean> => {
      if (await cancelled()) return false;
      row.total = Math.max(row.total, row.done + 1);
      const out = await pull();
      if (!out.ok) {
        failure = out.status === undefined ? NEEDS_CONNECTION : out.message;
        return false;
      }
      row.done++;
      await update(key, { done: row.done, total: row.total });
      return true;
    };
    const stop = async (message: string): Promise<Result<DownloadEnd>> => {
      await update(key, { state: 'failed', error: message, urls: all(), bytes: row.bytes, finishedAt: clock.now() });
      return { ok: false, message };
    };
    const cancel = async (): Promise<Result<DownloadEnd>> => {
      if (await db.downloads.get(key)) {
        await update(key, { urls: all() });
        await takeBack(key);
      } else {
        // Taken back in another tab, which let go of the files its row named: the ones kept since go too.
        await dropFiles({ ...row, urls: all() });
      }
      return ok('cancelled');
    };

    const name = kind === 'series' ? await seriesText(ctx, id, counted) : await dungeonText(ctx, id, counted);
    if (job.cancelled) return cancel();
    if (name === null) {
      const message = failure ?? 'This could not be downloaded.';
      // Refused before anything was kept (offline, not found): nothing to show, nothing to keep.
      if (!before && row.done === 0) {
        await db.downloads.delete(key);
        return { ok: false, message };
      }
      return stop(message);
    }
    row.name = name;

    const urls = kind === 'series' ? await seriesFiles(ctx, id) : await dungeonFiles(ctx, id);
    row.total = row.done + urls.length;
    await update(key, { name, total: row.total });
    for (const url of urls) {
      if (await cancelled()) return cancel();
      try {
        row.bytes += await files.keep(url);
      } catch (err) {
        console.warn(`download: ${url} could not be kept`, err);
        return stop('The download stopped before the end (the connection may have dropped). Try again to finish it.');
      }
      row.urls.push(url);
      row.done++;
      await update(key, { done: row.done, bytes: row.bytes, urls: all() });
    }
    if (await cancelled()) return cancel();
    // What an earlier run kept that the text no longer names goes (unless another download keeps it).
    await dropFiles({ ...row, urls: prior.filter((u) => !row.urls.includes(u)) });
    await update(key, { state: 'done', urls: row.urls, finishedAt: clock.now() });
    return ok('done');
  }

  /**
   * Stops the download between two files and takes it back. Running in another tab (or in none), it is
   * taken back now: the running tab stops at its next file, finding its row gone.
   */
  async function cancelDownload(key: string): Promise<Result> {
    const job = jobs.get(key);
    if (job?.running) {
      job.cancelled = true;
    } else {
      await takeBack(key);
    }
    await job?.run;
    return ok(undefined);
  }

  /** How a download another tab ran ended, once its lock is free; run here when that tab went before the end. */
  async function after(kind: DownloadKind, id: string, job: Job): Promise<Result<DownloadEnd>> {
    const row = await db.downloads.get(downloadKey(kind, id));
    if (!row || job.cancelled) return ok('cancelled');
    if (row.state === 'done') return ok('done');
    if (row.state === 'failed') return { ok: false, message: row.error ?? 'This could not be downloaded.' };
    job.running = true;
    return run(kind, id, job);
  }

  return {
    /**
     * Starts (or restarts, after a failure or a reload that cut it) the download; answers when it ends.
     * The same download asked twice, in this tab or in two, is one download.
     */
    download(kind: DownloadKind, id: string): Promise<Result<DownloadEnd>> {
      const key = downloadKey(kind, id);
      const running = jobs.get(key);
      if (running) return running.run;
      const job: Job = { cancelled: false, running: false, run: Promise.resolve(ok('done' as DownloadEnd)) };
      const lock = `download:${key}`;
      job.run = locks
        .request(lock, { ifAvailable: true }, async (held) => {
          if (!held) return null;
          job.running = true;
          return run(kind, id, job);
        })
        .then((here) => here ?? locks.request(lock, {}, () => after(kind, id, job)))
        .catch(async (err: unknown): Promise<Result<DownloadEnd>> => {
          console.error('download failed', err);
          await update(key, { state: 'failed', error: 'This could not be saved on your device.', finishedAt: clock.now() }).catch(() => 0);
          return { ok: false, message: 'This could not be saved on your device.' };
        })
        .finally(() => jobs.delete(key));
      jobs.set(key, job);
      return job.run;
    },

    cancelDownload,
    /** 'Remove download': its files (those no other download keeps) and its row. The text stays, as any read. */
    removeDownload: cancelDownload,
  };
}

/**
 * The worker's downloads (commands download, cancelDownload, removeDownload), made on first use. A download
 * keeps its files in the offline cache itself: its pulls must not warm the media caches too.
 */
export const downloadsOf = perWorker((ctx) =>
  createDownloads({ ...ctx, sync: createSync({ db: ctx.db, http: ctx.http, clock: ctx.clock, prefetch: () => undefined }) }, ctx.locks, ctx.offlineFiles),
);
