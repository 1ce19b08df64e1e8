import { useNavigate } from 'react-router-dom';
import { useContinueDungeon } from '../features/dungeon';
import { usePlaySeries } from '../features/series';
import { paths } from '../lib/paths';
import { useFirstRecent } from '../lib/reads';
import { PlayIcon } from '../ui/icons';

/** Continue Play (app-shell §4): the first recent item — a series, a Timeline through its loader, or a story. */
export function ContinuePlayButton({ className, id }: { className?: string; id?: string }) {
  const recent = useFirstRecent();
  const { play, busy } = usePlaySeries();
  const continueDungeon = useContinueDungeon();
  const navigate = useNavigate();
  const seriesId = recent?.kind === 'series' ? recent.series_id : null;
  const dungeonId = recent?.kind === 'dungeon' ? recent.dungeon_id : null;
  const storyId = recent?.kind === 'story' ? recent.story_id : null;
  const anything = !!(seriesId || dungeonId || storyId);

  return (
    <button
      type="button"
      id={id}
      className={className}
      disabled={!anything || busy}
      aria-busy={busy}
      title={anything ? `Continue ${recent?.name ?? ''}` : 'Nothing to continue yet'}
      onClick={() => {
        if (seriesId) void play(seriesId, { onFailure: 'series-page' });
        else if (dungeonId) void continueDungeon(dungeonId);
        else if (storyId) navigate(paths.story(storyId));
      }}
    >
      <PlayIcon />
      <span>{busy ? 'Opening…' : 'Continue Play'}</span>
    </button>
  );
}
