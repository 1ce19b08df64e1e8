import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate } from 'react-router-dom';
import { adventurePages } from '../features/adventure/pages';
import { cardsPages } from '../features/cards/pages';
import { commentsPages } from '../features/comments/pages';
import { dungeonPages } from '../features/dungeon/pages';
import { legalPages } from '../features/legal/pages';
import { notificationsPages } from '../features/notifications/pages';
import { onboardingPages } from '../features/onboarding/pages';
import { profilePages } from '../features/profile/pages';
import { rankPages } from '../features/rank/pages';
import { sanctumPages } from '../features/sanctum/pages';
import { seriesPages } from '../features/series/pages';
import { Splash } from '../ui/Splash';
import { AppRoot } from './AppRoot';
import { MainLayout } from './MainLayout';
import { RequireAccess } from './RequireAccess';
import { RouteError } from './RouteError';

/** Screens load on demand; a failed load is handled by RouteError (app-shell §8: reload the page). */
const page = (load: () => Promise<{ default: ComponentType }>) => async () => {
  const Component = (await load()).default;
  sessionStorage.removeItem('chunk-reload');
  return { Component };
};

const READ = 'series/:seriesId/adventure/:adventureId/read/chapter';
const DUNGEON = 'dungeons/:dungeonId';

/** The routes of app-shell §2, grouped by layout; each feature's pages.ts loads its screens. */
export const router = createBrowserRouter([
  {
    element: <AppRoot />,
    errorElement: <RouteError />,
    // Shown while the first screen's module loads.
    hydrateFallbackElement: <Splash />,
    children: [
      { index: true, element: <Navigate to="/sanctum" replace /> },
      {
        element: <MainLayout footer={false} />,
        children: [
          { path: 'terms', lazy: page(legalPages.legal) },
          { path: 'contest-rules', lazy: page(legalPages.legal) },
          { path: 'rules', lazy: page(legalPages.legal) },
          { path: 'policy', lazy: page(legalPages.legal) },
          { path: '404', lazy: page(() => import('./NotFoundPage')) },
          { path: 'onboarding', lazy: page(onboardingPages.onboarding) },
        ],
      },
      {
        element: <RequireAccess />,
        children: [
          {
            // app-shell §2 marks these routes "header hidden".
            element: <MainLayout header={false} footer />,
            children: [{ path: 'dungeons', lazy: page(dungeonPages.list) }],
          },
          {
            element: <MainLayout footer />,
            children: [
              { path: 'sanctum', lazy: page(sanctumPages.sanctum) },
              { path: 'sanctum/historian-rank', lazy: page(rankPages.historianRank) },
              { path: 'series/:seriesId', lazy: page(seriesPages.series) },
              { path: DUNGEON, lazy: page(dungeonPages.dungeon) },
              { path: `${DUNGEON}/comments`, lazy: page(commentsPages.dungeonComments) },
              { path: 'sagas/:sagaId/comments', lazy: page(commentsPages.sagaComments) },
              { path: 'profile', lazy: page(profilePages.profile) },
              { path: 'profile/notifications', lazy: page(notificationsPages.notifications) },
              { path: 'profile/levels', lazy: page(profilePages.levels) },
              { path: 'profile/my-group', lazy: page(profilePages.group) },
              { path: 'trading-cards', lazy: page(cardsPages.tradingCards) },
            ],
          },
          {
            // The read pages bring their own footer instead of the app's.
            element: <MainLayout footer={false} />,
            children: [
              { path: `${READ}/:chapter?`, lazy: page(adventurePages.read) },
              { path: `${READ}/:chapter/step/:step?`, lazy: page(adventurePages.read) },
              { path: `${DUNGEON}/loader`, lazy: page(dungeonPages.loader) },
              { path: `${DUNGEON}/read/:step?`, lazy: page(dungeonPages.read) },
              { path: `${DUNGEON}/journal/:name?`, lazy: page(dungeonPages.journal) },
              { path: `${DUNGEON}/journal/:name?/mission-list`, lazy: page(dungeonPages.missions) },
            ],
          },
        ],
      },
      { path: '*', element: <Navigate to="/404" replace /> },
    ],
  },
]);
