import { NavLink, useLocation } from 'react-router-dom';
import { QUERY_FLAGS as F } from '../contract/query-flags';
import { paths, withFlags } from '../lib/paths';
import { useInit } from '../lib/reads';
import { BookmarkIcon, HomeIcon, QuillIcon, SanctumIcon } from '../ui/icons';
import styles from '../ui/BottomBar.module.css';
import { ContinuePlayButton } from './ContinuePlayButton';

const tab = ({ isActive }: { isActive: boolean }) => `${styles.tab} ${isActive ? styles.active : ''}`;

/**
 * The app's footer (app-shell §2 Layout): Home, Creators, the central Sanctum button, Continue Play,
 * Following. Creators opens the creators page only when the init setting show_community_creations_creator_tab
 * is on; otherwise the community-creations modal, through its query flag.
 */
export function AppFooter() {
  const init = useInit();
  const { search } = useLocation();
  return (
    <nav className={styles.bar} aria-label="Main">
      <div className={styles.tabs}>
        <NavLink to={paths.home()} className={tab}>
          <HomeIcon />
          <span>Home</span>
        </NavLink>
        {init?.show_community_creations_creator_tab ? (
          <NavLink to={paths.creators()} className={tab}>
            <QuillIcon />
            <span>Creators</span>
          </NavLink>
        ) : (
          <NavLink to={{ search: withFlags(search, { [F.communityCreations]: 'true' }) }} className={() => styles.tab} aria-haspopup="dialog">
            <QuillIcon />
            <span>Creators</span>
          </NavLink>
        )}
        <NavLink to={paths.sanctum()} end className={({ isActive }) => `${styles.tab} ${styles.center} ${isActive ? styles.active : ''}`} id="footer-sanctum">
          <span className={styles.centerMark}>
            <SanctumIcon />
          </span>
          <span>Sanctum</span>
        </NavLink>
        <ContinuePlayButton className={styles.tab} id="footer-continue" />
        <NavLink to={paths.following()} className={tab}>
          <BookmarkIcon />
          <span>Following</span>
        </NavLink>
      </div>
    </nav>
  );
}
