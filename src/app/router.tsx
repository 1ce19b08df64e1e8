import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, useLocation } from 'react-router-dom';
import { adventurePages } from '../features/adventure/pages';
import { cardsPages } from '../features/cards/pages';
import { commentsPages } from '../features/comments/pages';
import { creditsPages } from '../features/credits/pages';
import { discoveryPages } from '../features/discovery/pages';
import { dungeonPages } from '../features/dungeon/pages';
import { homePages } from '../features/home/pages';
import { legalPages } from '../features/legal/pages';
import { notificationsPages } from '../features/notifications/pages';
import { onboardingPages } from '../features/onboarding/pages';
import { profilePages } from '../features/profile/pages';
import { rankPages } from '../features/rank/pages';
import { sagaPages } from '../features/saga/pages';
import { sanctumPages } from '../features/sanctum/pages';
import { seriesPages } from '../features/series/pages';
import { storyPages } from '../features/story/pages';
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

/** `/` goes to the Sanctum (app-shell §2), keeping its query: a referral link's code and any flag ride along. */
function ToSanctum() {
  const { search } = useLocation();
  return <Navigate to={{ pathname: '/sanctum', search }} replace />;
}

const ADVENTURE = 'series/:seriesId/adventure/:adventureId';
const READ = `${ADVENTURE}/read/chapter`;
const DUNGEON = 'dungeons/:dungeonId';

/** The routes of app-shell §2, grouped by layout; each feature's pages.ts loads its screens. */
export const router = createBrowserRouter([
  {
    element: <AppRoot />,
    errorElement: <RouteError />,
    // Shown while the first screen's module loads.
    hydrateFallbackElement: <Splash />,
    children: [
      { index: true, element: <ToSanctum /> },
      {
        element: <MainLayout footer={false} />,
        children: [
          { path: 'terms', lazy: page(legalPages.legal) },
          { path: 'contest-rules', lazy: page(legalPages.legal) },
          { path: 'rules', lazy: page(legalPages.legal) },
          { path: 'policy', lazy: page(legalPages.legal) },
          { path: 'credits', lazy: page(creditsPages.credits) },
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
            children: [
              { path: 'dungeons', lazy: page(dungeonPages.list) },
              { path: 'search', lazy: page(discoveryPages.search) },
              { path: 'series', lazy: page(discoveryPages.seriesList) },
            ],
          },
          {
            element: <MainLayout footer />,
            children: [
              { path: 'home', lazy: page(homePages.home) },
              { path: 'sanctum', lazy: page(sanctumPages.sanctum) },
              { path: 'creators/search', lazy: page(discoveryPages.creatorsSearch) },
              { path: 'creators/:creatorName?', lazy: page(discoveryPages.creators) },
              { path: 'following/:creatorName?', lazy: page(discoveryPages.following) },
              { path: 'faq', lazy: page(discoveryPages.faq) },
              { path: 'sanctum/historian-rank', lazy: page(rankPages.historianRank) },
              { path: 'series/:seriesId', lazy: page(seriesPages.series) },
              { path: DUNGEON, lazy: page(dungeonPages.dungeon) },
              { path: `${DUNGEON}/comments`, lazy: page(commentsPages.dungeonComments) },
              { path: `${DUNGEON}/comments/:commentId/replies`, lazy: page(commentsPages.replies) },
              { path: 'sagas/:sagaId/comments', lazy: page(commentsPages.sagaComments) },
              { path: 'profile', lazy: page(profilePages.profile) },
              { path: 'profile/notifications', lazy: page(notificationsPages.notifications) },
              { path: 'profile/levels', lazy: page(profilePages.levels) },
              { path: 'profile/my-group', lazy: page(profilePages.group) },
              { path: 'trading-cards', lazy: page(cardsPages.tradingCards) },
              { path: 'sagas/:sagaId/comments/:commentId/replies', lazy: page(commentsPages.replies) },
              { path: `${READ}/comments`, lazy: page(commentsPages.chapterComments) },
              { path: `${READ}/:chapter/comments`, lazy: page(commentsPages.chapterComments) },
              { path: `${READ}/:chapter/comments/:commentId/replies`, lazy: page(commentsPages.replies) },
              { path: 'sagas/:sagaId', lazy: page(sagaPages.saga) },
              { path: 'quickplay', lazy: page(storyPages.quickPlay) },
            ],
          },
          {
            // The read pages bring their own footer instead of the app's.
            element: <MainLayout footer={false} />,
            children: [
              { path: `${READ}/:chapter?`, lazy: page(adventurePages.read) },
              { path: `${READ}/:chapter/step/:step?`, lazy: page(adventurePages.read) },
              { path: `${ADVENTURE}/loader`, lazy: page(adventurePages.loader) },
              { path: `${DUNGEON}/loader`, lazy: page(dungeonPages.loader) },
              { path: `${DUNGEON}/read/:step?`, lazy: page(dungeonPages.read) },
              { path: `${DUNGEON}/journal/:name?`, lazy: page(dungeonPages.journal) },
              { path: `${DUNGEON}/journal/:name?/mission-list`, lazy: page(dungeonPages.missions) },
              { path: 'story/:storyId/:chapter?', lazy: page(storyPages.story) },
              { path: 'story/:storyId/:chapter/loader', lazy: page(storyPages.storyLoader) },
              { path: 'quickplay/:sagaId/loader', lazy: page(storyPages.quickPlayLoader) },
            ],
          },
        ],
      },
      { path: '*', element: <Navigate to="/404" replace /> },
    ],
  },
]);
