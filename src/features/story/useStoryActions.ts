import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { sync } from '../../worker-client';
import { wentWrong } from '../../lib/went-wrong';

/** The owner's online actions on a story: retell the last chapter, restart from the opening. */
export function useStoryActions(storyId: string) {
  const navigate = useNavigate();
  const [retelling, setRetelling] = useState(false);
  const [error, setError] = useState<string | null>(null);

  return {
    retelling,
    error,
    async refresh(): Promise<void> {
      setRetelling(true);
      setError(null);
      const r = await sync.storyRefresh(storyId).catch(wentWrong);
      setRetelling(false);
      if (!r.ok) setError(r.message);
    },
    async restart(): Promise<void> {
      setError(null);
      const r = await sync.storyRestart(storyId).catch(wentWrong);
      if (r.ok) navigate(paths.story(storyId, 1));
      else setError(r.message);
    },
  };
}

export type StoryActions = ReturnType<typeof useStoryActions>;
