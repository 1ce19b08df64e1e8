import { usePlaySeries } from '../features/series/usePlaySeries';
import { useFirstRecent } from '../lib/useStore';
import { PlayIcon } from '../ui/icons';

/** Continue Play (app-shell §4): the first recent item. Only series can be continued in this build. */
export function ContinuePlayButton({ className }: { className?: string }) {
  const recent = useFirstRecent();
  const { play, busy } = usePlaySeries();
  const seriesId = recent?.kind === 'series' ? recent.series_id : null;

  return (
    <button
      type="button"
      className={className}
      disabled={!seriesId || busy}
      aria-busy={busy}
      title={seriesId ? `Continue ${recent?.name ?? ''}` : 'Nothing to continue yet'}
      onClick={() => {
        if (seriesId) void play(seriesId, { onFailure: 'series-page' });
      }}
    >
      <PlayIcon />
      <span>{busy ? 'Opening…' : 'Continue Play'}</span>
    </button>
  );
}
