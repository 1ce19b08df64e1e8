import { Outlet, useLocation } from 'react-router-dom';
import { UpdatePrompt } from '../features/update';
import { PromptHost } from './PromptHost';
import { QueryModals } from './QueryModals';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { useScrollRestoration } from './useScrollRestoration';
import { VersionGate } from './VersionGate';

/**
 * Above every route: the version check, the screens' error boundary, the query-flag modals and their
 * announcer, scroll restoration and the update prompt.
 */
export function AppRoot() {
  const { pathname } = useLocation();
  useScrollRestoration();
  return (
    <>
      <VersionGate />
      <RouteErrorBoundary resetKey={pathname}>
        <Outlet />
      </RouteErrorBoundary>
      <QueryModals />
      <PromptHost />
      <UpdatePrompt />
    </>
  );
}
