import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate } from 'react-router-dom';
import { AppRoot } from './AppRoot';
import { MainLayout } from './MainLayout';
import { RequireAccess } from './RequireAccess';
import { RouteError } from './RouteError';
import { Splash } from './Splash';

/** Screens load on demand; a failed load is handled by RouteError (app-shell §8: reload the page). */
const page = (load: () => Promise<{ default: ComponentType }>) => async () => {
  const Component = (await load()).default;
  sessionStorage.removeItem('chunk-reload');
  return { Component };
};

const READ = 'series/:seriesId/adventure/:adventureId/read/chapter';
const DUNGEON = 'dungeons/:dungeonId';

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
          { path: 'terms', lazy: page(() => import('../features/legal/LegalPage')) },
          { path: 'contest-rules', lazy: page(() => import('../features/legal/LegalPage')) },
          { path: 'rules', lazy: page(() => import('../features/legal/LegalPage')) },
          { path: 'policy', lazy: page(() => import('../features/legal/LegalPage')) },
          { path: '404', lazy: page(() => import('./NotFoundPage')) },
          { path: 'onboarding', lazy: page(() => import('../features/onboarding/OnboardingPage')) },
        ],
      },
      {
        element: <RequireAccess />,
        children: [
          // The dungeon list hides the header (app-shell §2): it draws its own page and footer.
          { path: 'dungeons', lazy: page(() => import('../features/dungeon/list/DungeonListPage')) },
          {
            element: <MainLayout footer />,
            children: [
              { path: 'sanctum', lazy: page(() => import('../features/sanctum/SanctumPage')) },
              { path: 'sanctum/historian-rank', lazy: page(() => import('../features/rank/HistorianRankPage')) },
              { path: 'series/:seriesId', lazy: page(() => import('../features/series/SeriesPage')) },
              { path: DUNGEON, lazy: page(() => import('../features/dungeon/page/DungeonPage')) },
              { path: `${DUNGEON}/comments`, lazy: page(() => import('../features/comments/DungeonCommentsPage')) },
              { path: 'sagas/:sagaId/comments', lazy: page(() => import('../features/comments/CommentsPage')) },
            ],
          },
          {
            // The read page brings its own chapter footer instead of the app's.
            element: <MainLayout footer={false} />,
            children: [
              { path: `${READ}/:chapter?`, lazy: page(() => import('../features/adventure/ReadPage')) },
              { path: `${READ}/:chapter/step/:step?`, lazy: page(() => import('../features/adventure/ReadPage')) },
              { path: `${DUNGEON}/loader`, lazy: page(() => import('../features/dungeon/loader/LoaderPage')) },
              { path: `${DUNGEON}/read/:step?`, lazy: page(() => import('../features/dungeon/read/ReadPage')) },
              { path: `${DUNGEON}/journal/:name?`, lazy: page(() => import('../features/dungeon/journal/JournalPage')) },
              { path: `${DUNGEON}/journal/:name?/mission-list`, lazy: page(() => import('../features/dungeon/missions/MissionListPage')) },
            ],
          },
        ],
      },
      { path: '*', element: <Navigate to="/404" replace /> },
    ],
  },
]);
