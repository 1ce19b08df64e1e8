import { useEffect } from 'react';
import { Button } from '../ui/Button';
import styles from '../ui/Splash.module.css';

const RELOADED_KEY = 'chunk-reload';

function isModuleLoadError(error: unknown): boolean {
  return error instanceof TypeError && /dynamically imported module|Importing a module script failed|module script/i.test(error.message);
}

/** App-shell §8: a screen whose module fails to load reloads the page (once, so it cannot loop). */
export function RouteError({ error }: { error: unknown }) {
  const reloadable = isModuleLoadError(error) && sessionStorage.getItem(RELOADED_KEY) === null;

  useEffect(() => {
    if (!reloadable) return;
    sessionStorage.setItem(RELOADED_KEY, '1');
    window.location.reload();
  }, [reloadable]);

  if (reloadable) return null;
  console.error(error);
  return (
    <main className={styles.splash}>
      <h1>Uh oh... It looks like something went wrong.</h1>
      <Button onClick={() => window.location.assign('/sanctum')}>Go to the Sanctum</Button>
    </main>
  );
}
