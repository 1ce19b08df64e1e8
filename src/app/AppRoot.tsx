import { Outlet, ScrollRestoration } from 'react-router-dom';
import { QueryModals } from './QueryModals';
import { VersionGate } from './VersionGate';

/** Above every route: the version check and scroll restoration. */
export function AppRoot() {
  return (
    <>
      <VersionGate />
      <Outlet />
      <QueryModals />
      <ScrollRestoration />
    </>
  );
}
