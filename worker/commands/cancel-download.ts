import * as z from 'zod/mini';
import { defineCommand } from './define';
import { downloadsOf } from './downloads';

/** Stops a download between two files and takes back what it kept. */
export const cancelDownload = defineCommand({
  name: 'cancelDownload',
  input: [z.string()],
  run: (ctx, [key]) => downloadsOf(ctx).cancelDownload(key),
});
