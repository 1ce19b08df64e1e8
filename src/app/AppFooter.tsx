import { NavLink } from 'react-router-dom';
import { ContinuePlayButton } from './ContinuePlayButton';
import { SanctumIcon } from '../ui/icons';
import styles from '../ui/BottomBar.module.css';

/** The app's footer tabs (app-shell §2 Layout). */
export function AppFooter() {
  return (
    <nav className={styles.bar} aria-label="Main">
      <div className={styles.tabs}>
        <NavLink to="/sanctum" className={({ isActive }) => `${styles.tab} ${isActive ? styles.active : ''}`}>
          <SanctumIcon />
          <span>Sanctum</span>
        </NavLink>
        <ContinuePlayButton className={styles.tab} />
      </div>
    </nav>
  );
}
