/**
 * The pulls of every screen a first visit does not show (./first-pulls has those, ./crawl-pull the crawl's):
 * loaded on the first pull that needs them, so their code stays off the first visit's path. One entry per
 * resource kind: a kind with no pull in any of the three registries does not compile.
 */
import { adventureSpec } from './adventure';
import { adventureLoadingSpec, alsoLikeDetails, endScreenSpec } from './adventure-extras';
import { cardsSpec } from './cards';
import type { CrawlKind } from './crawl-pull';
import type { Pulls, ResourceKind } from './define';
import { creatorPageSpec, creatorsSpec, faqSpec, followingFeedSpec, followingSpec, searchSpec } from './discovery';
import { artifactsSpec, leaderboardSpec, loadingSpec, resurrectionSpec } from './dungeon-extras';
import type { FirstKind } from './first-pulls';
import { friendsSpec } from './friends';
import { pull } from './pull';
import { echoesSpec, sagaCardsSpec, sagaSpec } from './sagas';
import { priorityAlertSpec, seasonPassSpec } from './season';
import { storySpec } from './story';
import { pullOlder, pullThread, repliesSpec } from './threads';

export const morePulls = {
  adventure: { run: (ctx, r) => pull(ctx, adventureSpec(r.id)) },
  adventureLoading: { run: (ctx, r) => pull(ctx, adventureLoadingSpec(r.id)) },
  // An end screen shows the Timelines and Memories it suggests.
  endScreen: { run: (ctx, r) => pull(ctx, endScreenSpec(r.id)), followUps: (ctx, r) => alsoLikeDetails(ctx.db, r.id) },
  thread: { run: (ctx, r) => pullThread(ctx, r.thread) },
  threadOlder: { run: (ctx, r) => pullOlder(ctx, r.thread) },
  replies: { run: (ctx, r) => pull(ctx, repliesSpec(r.id)) },
  dungeonArtifacts: { run: (ctx, r) => pull(ctx, artifactsSpec(r.id)) },
  leaderboard: { run: (ctx, r) => pull(ctx, leaderboardSpec(r.id)) },
  dungeonLoading: { run: (ctx, r) => pull(ctx, loadingSpec(r.id)) },
  resurrectionStatus: { run: (ctx, r) => pull(ctx, resurrectionSpec(r.id)) },
  friends: { run: (ctx) => pull(ctx, friendsSpec()) },
  seasonPass: { run: (ctx) => pull(ctx, seasonPassSpec()) },
  priorityAlert: { run: (ctx) => pull(ctx, priorityAlertSpec()) },
  cards: { run: (ctx, r) => pull(ctx, cardsSpec(r.tab)) },
  creators: { run: (ctx) => pull(ctx, creatorsSpec()) },
  creator: { run: (ctx, r) => pull(ctx, creatorPageSpec(r.id)) },
  following: { run: (ctx) => pull(ctx, followingSpec()) },
  followingFeed: { run: (ctx) => pull(ctx, followingFeedSpec()) },
  search: { run: (ctx, r) => pull(ctx, searchSpec(r.id)) },
  faq: { run: (ctx) => pull(ctx, faqSpec()) },
  saga: { run: (ctx, r) => pull(ctx, sagaSpec(r.id)) },
  sagaCards: { run: (ctx, r) => pull(ctx, sagaCardsSpec(r.id)) },
  echoes: { run: (ctx, r) => pull(ctx, echoesSpec(r.id)) },
  story: { run: (ctx, r) => pull(ctx, storySpec(r.id)) },
} satisfies Pulls<Exclude<ResourceKind, FirstKind | CrawlKind>>;
