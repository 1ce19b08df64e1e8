import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
// Only the faces the UI uses: Cinzel 600 for titles, Atkinson 400/700 and 400 italic (action blocks).
import '@fontsource/cinzel/latin-600.css';
import '@fontsource/atkinson-hyperlegible/latin-400.css';
import '@fontsource/atkinson-hyperlegible/latin-400-italic.css';
import '@fontsource/atkinson-hyperlegible/latin-700.css';
import './ui/tokens.css';
import './ui/global.css';
import { AppRoutes, preloadScreen } from './app/router';
import { db } from './db';
import { registerServiceWorker } from './features/update';
import { afterFirstScreen } from './lib/after-first-screen';
import { rememberAttribution } from './lib/attribution';
import { listenForInstallPrompt } from './lib/install-prompt';
import { persistWhenInstalled } from './lib/storage';
import { sync } from './worker-client';

// The landing's referral code and utm fields, before any redirect drops the query.
rememberAttribution(window.location.search);
listenForInstallPrompt();
// Installing is a player saying they mean to keep the app: ask the browser to keep its data too.
persistWhenInstalled();
// After an update the worker upgrades the database before anyone reads it: then the page's reads wait
// for it. Otherwise (nearly always) the page opens the database at once.
db.openAfter(db.needsUpgrade().then((upgrade) => (upgrade ? sync.ready() : undefined)));
const started = sync.start().catch(() => undefined);
// Writes load their code on first need; have it in memory before the network can go (a first visit has
// no service worker to serve it offline), but after the first screen and its pulls, which do not need it.
afterFirstScreen(started, () => void sync.firstScreenShown());
// Workers cannot observe page visibility, so the page tells the worker when it comes back.
document.addEventListener('visibilitychange', () => {
  if (document.visibilityState === 'visible') void sync.visible();
});
// The worker listens for `online` too, but some browsers (and offline emulation) only tell the page.
window.addEventListener('online', () => void sync.online());

// The service worker (its script, workbox-window, and the precache it downloads) comes after the first
// screen: once the page has loaded, the first screen is shown and the start's pulls have answered.
// A page that never shows a screen of its own still gets its worker a little later.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  const loaded = new Promise((resolve) => (document.readyState === 'complete' ? resolve(undefined) : window.addEventListener('load', resolve, { once: true })));
  const ready = Promise.all([loaded, started]);
  let registered = false;
  const register = () => {
    if (registered) return;
    registered = true;
    registerServiceWorker().catch((e: unknown) => console.error('Service worker registration failed', e));
  };
  afterFirstScreen(ready, register);
  void ready.then(() => setTimeout(register, 3000));
}

// Each in a task of its own (Lighthouse's Total Blocking Time on a slow phone counts every long one): the
// first screen's code starts loading, then the first render, as a transition: React yields to the browser
// every few milliseconds while it builds the screen, instead of one long task.
setTimeout(() => {
  preloadScreen(window.location.pathname);
  setTimeout(() =>
    startTransition(() => {
      createRoot(document.getElementById('root')!).render(
        <StrictMode>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </StrictMode>,
      );
    }),
  );
});
