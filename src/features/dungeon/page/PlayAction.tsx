import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { Dungeon } from '../../../contract/dungeon';
import { Button, ButtonLink } from '../../../ui/Button';
import { ArtifactChooser } from '../artifacts/ArtifactChooser';
import { dungeonPaths, withFlags } from '../../../lib/paths';
import { type StartIntent } from '../rules/start-intent';

/**
 * The main button (in-play §2 Dungeon accordion): continue an active crawl, enter a new one through the
 * artifact chooser, or unlock premium (the subscription prompt for the creator, app-shell §2).
 */
export function PlayAction({ dungeon }: { dungeon: Dungeon }) {
  const [choosing, setChoosing] = useState(false);
  const navigate = useNavigate();
  const location = useLocation();
  const start = (intent: StartIntent) => navigate(dungeonPaths.loader(dungeon.dungeon_id), { state: intent });

  if (!dungeon.can_access) {
    const flags = { subscription: 'true', creator: dungeon.created_by, subscribe: 'true' };
    return (
      <ButtonLink to={{ pathname: location.pathname, search: withFlags(location.search, flags) }} block>
        Unlock Premium To Play
      </ButtonLink>
    );
  }
  if (dungeon.has_active_crawl) {
    return (
      <Button block onClick={() => start({ restart: false, artifacts: [] })}>
        Continue the Timeline
      </Button>
    );
  }
  return (
    <>
      <Button block onClick={() => setChoosing(true)} aria-haspopup="dialog">
        Enter the Timeline
      </Button>
      {choosing && (
        <ArtifactChooser
          dungeonId={dungeon.dungeon_id}
          onClose={() => setChoosing(false)}
          onStart={(artifacts) => {
            setChoosing(false);
            start({ restart: false, artifacts, new_run: true });
          }}
        />
      )}
    </>
  );
}
