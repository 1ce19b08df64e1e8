import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { findLocalAdventure } from './reads';
import { paths } from '../../lib/paths';
import { sync } from '../../worker-client';

interface PlayOptions {
  /** Continue Play goes to the series page on failure (app-shell §4); the series page shows the message. */
  onFailure: 'series-page' | 'message';
  adventureId?: string;
}

/** Start or continue a series: the server says where the player is; offline, an adventure already here opens. */
export function usePlaySeries() {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const play = async (seriesId: string, { onFailure, adventureId }: PlayOptions) => {
    setBusy(true);
    setError(null);
    try {
      if (!navigator.onLine) {
        const local = await findLocalAdventure(seriesId, adventureId);
        if (local) return navigate(paths.read(seriesId, local.adventure_id, local.current_chapter));
      }
      const r = await sync.playSeries(seriesId);
      if (r.ok) return navigate(paths.read(seriesId, r.value.adventure_id, r.value.current_chapter));
      if (onFailure === 'series-page') return navigate(paths.series(seriesId));
      setError(navigator.onLine ? r.message : 'You are offline. This adventure is not on your device yet; play it once you are back online.');
    } catch {
      setError('Something went wrong');
    } finally {
      setBusy(false);
    }
  };

  return { play, busy, error };
}
