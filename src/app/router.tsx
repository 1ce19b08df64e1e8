import { type ComponentType, lazy, Suspense, useEffect } from 'react';
import { Navigate, type RouteObject, useLocation, useRoutes } from 'react-router-dom';
import { adventurePages } from '../features/adventure/pages';
import { authPages } from '../features/auth/pages';
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
import { screenShown } from '../lib/after-first-screen';
import { Splash } from '../ui/Splash';
import { AppRoot } from './AppRoot';
import { MainLayout } from './MainLayout';
import { RequireAccess } from './RequireAccess';

/**
 * A screen loaded on demand. A failed load throws to the error boundary in AppRoot (RouteError:
 * app-shell §8, reload the page); a load that worked clears the one-reload mark.
 */
const page = (load: () => Promise<{ default: ComponentType }>) => {
  const Screen = lazy(async () => {
    const module = await load();
    sessionStorage.removeItem('chunk-reload');
    return module;
  });
  return (
    <Suspense fallback={<Splash />}>
      <Screen />
      <Shown />
    </Suspense>
  );
};

/** Beside a loaded screen: its effect runs once the screen is on the page (src/lib/after-first-screen.ts). */
function Shown() {
  useEffect(screenShown, []);
  return null;
}

/** `/` goes to the Sanctum (app-shell §2), keeping its query: a referral link's code and any flag ride along. */
function ToSanctum() {
  const { search } = useLocation();
  return <Navigate to={{ pathname: '/sanctum', search }} replace />;
}

const ADVENTURE = 'series/:seriesId/adventure/:adventureId';
const READ = `${ADVENTURE}/read/chapter`;
const DUNGEON = 'dungeons/:dungeonId';

/**
 * The routes of app-shell §2, grouped by layout; each feature's pages.ts loads its screens. Plain routes
 * (useRoutes in a BrowserRouter): the app has no loaders or actions, so the data router's code would
 * ride along on every first visit for nothing (e2e/first-load.spec.ts holds that budget).
 */
const routes: RouteObject[] = [
  {
    element: <AppRoot />,
    children: [
      { index: true, element: <ToSanctum /> },
      {
        element: <MainLayout footer={false} />,
        children: [
          { path: 'terms', element: page(legalPages.legal) },
          { path: 'contest-rules', element: page(legalPages.legal) },
          { path: 'rules', element: page(legalPages.legal) },
          { path: 'policy', element: page(legalPages.legal) },
          { path: 'credits', element: page(creditsPages.credits) },
          { path: '404', element: page(() => import('./NotFoundPage')) },
          { path: 'onboarding', element: page(onboardingPages.onboarding) },
          { path: 'auth/google/callback', element: page(authPages.googleCallback) },
        ],
      },
      {
        element: <RequireAccess />,
        children: [
          {
            // app-shell §2 marks these routes "header hidden".
            element: <MainLayout header={false} footer />,
            children: [
              { path: 'dungeons', element: page(dungeonPages.list) },
              { path: 'search', element: page(discoveryPages.search) },
              { path: 'series', element: page(discoveryPages.seriesList) },
            ],
          },
          {
            element: <MainLayout footer />,
            children: [
              { path: 'home', element: page(homePages.home) },
              { path: 'sanctum', element: page(sanctumPages.sanctum) },
              { path: 'creators/search', element: page(discoveryPages.creatorsSearch) },
              { path: 'creators/:creatorName?', element: page(discoveryPages.creators) },
              { path: 'following/:creatorName?', element: page(discoveryPages.following) },
              { path: 'faq', element: page(discoveryPages.faq) },
              { path: 'sanctum/historian-rank', element: page(rankPages.historianRank) },
              { path: 'series/:seriesId', element: page(seriesPages.series) },
              { path: DUNGEON, element: page(dungeonPages.dungeon) },
              { path: `${DUNGEON}/comments`, element: page(commentsPages.dungeonComments) },
              { path: `${DUNGEON}/comments/:commentId/replies`, element: page(commentsPages.replies) },
              { path: 'sagas/:sagaId/comments', element: page(commentsPages.sagaComments) },
              { path: 'profile', element: page(profilePages.profile) },
              { path: 'profile/notifications', element: page(notificationsPages.notifications) },
              { path: 'profile/levels', element: page(profilePages.levels) },
              { path: 'profile/my-group', element: page(profilePages.group) },
              { path: 'trading-cards', element: page(cardsPages.tradingCards) },
              { path: 'sagas/:sagaId/comments/:commentId/replies', element: page(commentsPages.replies) },
              { path: `${READ}/comments`, element: page(commentsPages.chapterComments) },
              { path: `${READ}/:chapter/comments`, element: page(commentsPages.chapterComments) },
              { path: `${READ}/:chapter/comments/:commentId/replies`, element: page(commentsPages.replies) },
              { path: 'sagas/:sagaId', element: page(sagaPages.saga) },
              { path: 'quickplay', element: page(storyPages.quickPlay) },
            ],
          },
          {
            // The read pages bring their own footer instead of the app's.
            element: <MainLayout footer={false} />,
            children: [
              { path: `${READ}/:chapter?`, element: page(adventurePages.read) },
              { path: `${READ}/:chapter/step/:step?`, element: page(adventurePages.read) },
              { path: `${ADVENTURE}/loader`, element: page(adventurePages.loader) },
              { path: `${DUNGEON}/loader`, element: page(dungeonPages.loader) },
              { path: `${DUNGEON}/read/:step?`, element: page(dungeonPages.read) },
              { path: `${DUNGEON}/journal/:name?`, element: page(dungeonPages.journal) },
              { path: `${DUNGEON}/journal/:name?/mission-list`, element: page(dungeonPages.missions) },
              { path: 'story/:storyId/:chapter?', element: page(storyPages.story) },
              { path: 'story/:storyId/:chapter/loader', element: page(storyPages.storyLoader) },
              { path: 'quickplay/:sagaId/loader', element: page(storyPages.quickPlayLoader) },
            ],
          },
        ],
      },
      { path: '*', element: <Navigate to="/404" replace /> },
    ],
  },
];

/** The app's screens for the current address (inside the BrowserRouter of main.tsx). */
export function AppRoutes() {
  return useRoutes(routes);
}
