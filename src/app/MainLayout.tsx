import { Outlet } from 'react-router-dom';
import { NoticeHost } from '../features/notices';
import { AppFooter } from './AppFooter';
import { AppHeader } from './AppHeader';
import styles from './MainLayout.module.css';

/**
 * Header (hidden on the routes app-shell §2 marks so), the page, and (on the main screens) the footer
 * tabs; content at most 768 px wide.
 */
export function MainLayout({ header = true, footer }: { header?: boolean; footer: boolean }) {
  return (
    <div className={styles.shell}>
      {header && <AppHeader />}
      <main id="main" className={`${styles.main} ${footer ? styles.withFooter : ''}`}>
        <Outlet />
      </main>
      {footer && <AppFooter />}
      <NoticeHost />
    </div>
  );
}
