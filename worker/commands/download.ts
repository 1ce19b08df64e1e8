import * as z from 'zod/mini';
import type { Result } from '../types';
import { defineCommand } from './define';
import { DOWNLOAD_KINDS, type DownloadEnd, downloadsOf } from './downloads';

/**
 * 'Make available offline': keeps a Memory ('series') or a Timeline ('dungeon') whole on the device (./downloads.ts);
 * answers when it ends. Online only; its progress is the download's row.
 */
export const download = defineCommand({
  name: 'download',
  input: [z.enum(DOWNLOAD_KINDS), z.string()],
  run: (ctx, [kind, id]): Promise<Result<DownloadEnd>> => downloadsOf(ctx).download(kind, id),
});
