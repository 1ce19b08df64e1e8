import { useContinueDungeon } from '../features/dungeon';
import { usePlaySeries } from '../features/series';
import { useFirstRecent } from '../lib/reads';
import { PlayIcon } from '../ui/icons';

/** Continue Play (app-shell §4): the first recent item — a series, or a Timeline through its loader. */
export function ContinuePlayButton({ className }: { className?: string }) {
  const recent = useFirstRecent();
  const { play, busy } = usePlaySeries();
  const continueDungeon = useContinueDungeon();
  const seriesId = recent?.kind === 'series' ? recent.series_id : null;
  const dungeonId = recent?.kind === 'dungeon' ? recent.dungeon_id : null;

  return (
    <button
      type="button"
      className={className}
      disabled={(!seriesId && !dungeonId) || busy}
      aria-busy={busy}
      title={seriesId || dungeonId ? `Continue ${recent?.name ?? ''}` : 'Nothing to continue yet'}
      onClick={() => {
        if (seriesId) void play(seriesId, { onFailure: 'series-page' });
        else if (dungeonId) void continueDungeon(dungeonId);
      }}
    >
      <PlayIcon />
      <span>{busy ? 'Opening…' : 'Continue Play'}</span>
    </button>
  );
}
