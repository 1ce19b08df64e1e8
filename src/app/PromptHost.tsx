import { useEffect, useRef } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { QUERY_FLAGS as F } from '../contract/query-flags';
import { giveawaySeen, useUnseenPrompts } from '../features/announcements';
import { useArtifactsDue } from '../features/artifacts';
import { runsInstalled } from '../lib/install-prompt';
import { paths } from '../lib/paths';
import { useAccessToken, useMe } from '../lib/reads';
import { useFlags } from '../lib/useFlags';
import { isMythic } from '../lib/mythic';
import { FLAG_MODALS } from './query-flags';

/** Announcements wait for the home screens: they never interrupt reading or play. */
const HOME_SCREENS = new Set([paths.sanctum(), paths.home()]);

/**
 * Opens what the world announces, one at a time, through its query flag: the server's prompts
 * (achievements, rank-ups, room restarts, unlimited play for free, the Sanctum teaser), and on the installed
 * app's first launch the app-launch giveaway. Only on the Sanctum and the home page, and only when no other
 * modal is open (a flag modal, or the Sanctum's 'Artifact Earned!').
 */
export function PromptHost() {
  const token = useAccessToken();
  const me = useMe();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const setFlags = useFlags();
  const onHome = !!token && me?.onboarding_state === 2 && HOME_SCREENS.has(pathname);
  const prompts = useUnseenPrompts(onHome);
  // An 'Artifact Earned!' modal open on the Sanctum counts as open: announcements queue behind it.
  const artifactsDue = useArtifactsDue();
  const busy = FLAG_MODALS.some((e) => params.has(e.flag)) || (artifactsDue && pathname === paths.sanctum());
  const waiting = onHome && !busy ? (prompts ?? null) : null;
  // A paying Mythic Historian is offered no free hours (the plan already is unlimited play).
  const giveaway = onHome && !busy && runsInstalled() && !giveawaySeen() && !isMythic(me);
  // Each prompt opens once per visit: closing it writes 'seen' a moment after its flag goes, and the same
  // prompt, still unseen on the device in between, must not open again (two 'Achievement Unlocked!').
  const opened = useRef(new Set<string>());

  useEffect(() => {
    const next = waiting?.find((p) => !opened.current.has(p.prompt_id));
    if (next) {
      opened.current.add(next.prompt_id);
      setFlags({ [next.kind]: next.prompt_id });
    } else if (giveaway && waiting?.length === 0) setFlags({ [F.appLaunchGiveaway]: 'true' });
  }, [waiting, giveaway, setFlags]);

  return null;
}
