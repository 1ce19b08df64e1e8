import { type RefObject, Suspense, useLayoutEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { DungeonProgressRow } from '../../../db';
import { useOnline } from '../../../lib/useOnline';
import bar from '../../../ui/BottomBar.module.css';
import { actionsLabel, actionsTone } from '../rules/badge';
import { itemCount } from '../rules/events';
import { trackerWarning } from '../rules/tracker-warning';
import { dungeonPaths, withFlags } from '../../../lib/paths';
import { BackIcon, BackpackIcon, HourglassIcon, RestartIcon, TrophyIcon } from '../../../ui/icons';
import { InventorySheet, RestartModal, TrackerSheet } from '../sheets/on-demand';
import styles from './DungeonFooter.module.css';

interface Props {
  dungeonId: string;
  progress: DungeonProgressRow;
  /** Playtesting (the `playtest` query flag) disables back and restart (in-play §6). */
  playtest: boolean;
}

type Open = 'restart' | 'inventory' | 'trackers' | null;

/**
 * The warning makes the footer taller: `--footer-extra` tells what rests on the footer (the narration
 * bar) and the page's bottom padding how much, so neither covers the other. Read from the resize observer,
 * which reports the box once laid out (before the frame is painted): reading it in the effect would force
 * the page's first style and layout inside the task that mounts it. Set only when it changes: a property of
 * the root restyles the whole page.
 */
function useFooterExtra(ref: RefObject<HTMLElement | null>) {
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const root = document.documentElement;
    let height = 0;
    const measure = (entry: ResizeObserverEntry | undefined) => {
      const now = Math.round(entry?.borderBoxSize?.[0]?.blockSize ?? el.offsetHeight);
      if (now === height) return;
      height = now;
      if (now) root.style.setProperty('--footer-extra', `${now}px`);
      else root.style.removeProperty('--footer-extra');
    };
    const observer = new ResizeObserver((entries) => measure(entries[0]));
    observer.observe(el);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--footer-extra');
    };
  }, [ref]);
}

/** The dungeon footer (in-play §2): back, restart, leaderboard, backpack and trackers with their badges. */
export function DungeonFooter({ dungeonId, progress, playtest }: Props) {
  const [open, setOpen] = useState<Open>(null);
  const navigate = useNavigate();
  const location = useLocation();
  const online = useOnline();
  const items = itemCount(progress.inventory);
  const actions = progress.actions_available;
  // Restarting talks to the server and needs a crawl that is not already won.
  const restartOff = playtest || !online || progress.status === 'victory';

  const warning = trackerWarning(progress.trackers);
  const warningBox = useRef<HTMLDivElement>(null);
  useFooterExtra(warningBox);

  return (
    <nav className={bar.bar} aria-label="Timeline">
      {/* A live region around the button, so a new warning is announced and the button keeps its name. */}
      <div role="status" ref={warningBox}>
        {warning && progress.status === 'active' && (
          <button type="button" className={styles.warning} onClick={() => setOpen('trackers')} aria-haspopup="dialog">
            <span aria-hidden="true" className={styles.warningMark}>
              !
            </span>
            {warning}
          </button>
        )}
      </div>
      <div className={bar.tabs}>
        <button type="button" className={bar.tab} disabled={playtest} onClick={() => navigate(dungeonPaths.page(dungeonId))}>
          <BackIcon />
          <span>Back</span>
        </button>
        <button type="button" className={bar.tab} disabled={restartOff} onClick={() => setOpen('restart')} aria-haspopup="dialog">
          <RestartIcon />
          <span>Restart</span>
        </button>
        <button
          type="button"
          className={bar.tab}
          onClick={() => navigate({ search: withFlags(location.search, { dungeon_leaderboard: 'true', dungeonId }) })}
          aria-haspopup="dialog"
        >
          <TrophyIcon />
          <span>Leaders</span>
        </button>
        <button type="button" className={bar.tab} onClick={() => setOpen('inventory')} aria-haspopup="dialog" aria-label={`Backpack, ${items} item${items === 1 ? '' : 's'}`}>
          <span className={styles.iconWrap}>
            <BackpackIcon />
            {items > 0 && <span className={`${styles.badge} ${styles.neutral}`}>{items}</span>}
          </span>
          <span>Backpack</span>
        </button>
        <button type="button" className={bar.tab} onClick={() => setOpen('trackers')} aria-haspopup="dialog" aria-label={`Trackers, ${actionsLabel(actions)}`}>
          <span className={styles.iconWrap}>
            <HourglassIcon />
            <span className={`${styles.badge} ${styles[actionsTone(actions)]}`}>
              {actions}
              {actionsTone(actions) === 'low' && <span aria-hidden="true">!</span>}
            </span>
          </span>
          <span>Trackers</span>
        </button>
      </div>
      <Suspense fallback={null}>
        {open === 'restart' && <RestartModal dungeonId={dungeonId} freeRoomRestart={progress.free_room_restart_available} onClose={() => setOpen(null)} />}
        {open === 'trackers' && <TrackerSheet progress={progress} onClose={() => setOpen(null)} />}
        {open === 'inventory' && <InventorySheet items={progress.inventory} onClose={() => setOpen(null)} />}
      </Suspense>
    </nav>
  );
}
