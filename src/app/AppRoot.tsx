import { Outlet, ScrollRestoration } from 'react-router-dom';
import { PromptHost } from './PromptHost';
import { QueryModals } from './QueryModals';
import { VersionGate } from './VersionGate';

/** Above every route: the version check, the query-flag modals and their announcer, scroll restoration. */
export function AppRoot() {
  return (
    <>
      <VersionGate />
      <Outlet />
      <QueryModals />
      <PromptHost />
      <ScrollRestoration />
    </>
  );
}
