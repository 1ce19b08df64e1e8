import * as z from 'zod/mini';
import { defineCommand } from './define';
import { downloadsOf } from './downloads';

/** 'Remove download': the files it kept (unless another download keeps them) and its row. The text stays, as any read. */
export const removeDownload = defineCommand({
  name: 'removeDownload',
  input: [z.string()],
  run: (ctx, [key]) => downloadsOf(ctx).removeDownload(key),
});
