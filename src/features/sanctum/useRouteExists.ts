import { useEffect, useState } from 'react';
import { routeExists } from '../../app/route-exists';

/** Whether a screen exists at `path`; false until known, so a missing route never shows a dead link. */
export function useRouteExists(path: string): boolean {
  const [state, setState] = useState<{ path: string; exists: boolean }>({ path: '', exists: false });
  useEffect(() => {
    let current = true;
    void routeExists(path).then((exists) => current && setState({ path, exists }));
    return () => {
      current = false;
    };
  }, [path]);
  return state.path === path && state.exists;
}
