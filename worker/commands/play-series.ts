import type { SeriesPlayResponse } from '../../src/contract';
import type { Result } from '../types';
import type { CommandContext } from './context';
import { failed, ok } from '../result';

/** Online only: the server opens (or resumes) the adventure, then the worker pulls it. */
export async function playSeries({ http, sync }: CommandContext, seriesId: string): Promise<Result<SeriesPlayResponse>> {
  const out = await http.call('seriesPlay', { params: { seriesId } });
  if (out.kind !== 'ok') return failed(out);
  // Even if this pull fails the play happened: the adventure screen ensures it again.
  await sync.refresh({ kind: 'adventure', id: out.data.adventure_id });
  return ok(out.data);
}
