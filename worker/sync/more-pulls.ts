/**
 * The pulls of every screen a first visit does not show (worker/sync/create-sync.ts has those): loaded
 * on the first pull that needs them, so their code stays off the first visit's path.
 */
import type { Resource, Result } from '../types';
import { adventureSpec } from './adventure';
import { adventureLoadingSpec, endScreenSpec } from './adventure-extras';
import { cardsSpec } from './cards';
import { crawlDetailsSpec, crawlProgressSpec } from './crawl';
import { creatorPageSpec, creatorsSpec, faqSpec, followingFeedSpec, followingSpec, searchSpec } from './discovery';
import { artifactsSpec, leaderboardSpec, loadingSpec, resurrectionSpec } from './dungeon-extras';
import { friendsSpec } from './friends';
import { pull, type SyncContext } from './pull';
import { echoesSpec, sagaCardsSpec, sagaSpec } from './sagas';
import { priorityAlertSpec, seasonPassSpec } from './season';
import { storySpec } from './story';
import { pullOlder, pullThread, repliesSpec } from './threads';

import { both } from './both';

export function pullMore(ctx: SyncContext, r: Resource): Promise<Result> {
  switch (r.kind) {
    case 'adventure':
      return pull(ctx, adventureSpec(r.id));
    case 'adventureLoading':
      return pull(ctx, adventureLoadingSpec(r.id));
    case 'endScreen':
      return pull(ctx, endScreenSpec(r.id));
    case 'thread':
      return pullThread(ctx, r.thread);
    case 'threadOlder':
      return pullOlder(ctx, r.thread);
    case 'replies':
      return pull(ctx, repliesSpec(r.id));
    case 'crawl':
      return both(pull(ctx, crawlProgressSpec(r.id)), pull(ctx, crawlDetailsSpec(r.id)));
    case 'dungeonArtifacts':
      return pull(ctx, artifactsSpec(r.id));
    case 'leaderboard':
      return pull(ctx, leaderboardSpec(r.id));
    case 'dungeonLoading':
      return pull(ctx, loadingSpec(r.id));
    case 'resurrectionStatus':
      return pull(ctx, resurrectionSpec(r.id));
    case 'friends':
      return pull(ctx, friendsSpec());
    case 'seasonPass':
      return pull(ctx, seasonPassSpec());
    case 'priorityAlert':
      return pull(ctx, priorityAlertSpec());
    case 'cards':
      return pull(ctx, cardsSpec(r.tab));
    case 'creators':
      return pull(ctx, creatorsSpec());
    case 'creator':
      return pull(ctx, creatorPageSpec(r.id));
    case 'following':
      return pull(ctx, followingSpec());
    case 'followingFeed':
      return pull(ctx, followingFeedSpec());
    case 'search':
      return pull(ctx, searchSpec(r.id));
    case 'faq':
      return pull(ctx, faqSpec());
    case 'saga':
      return pull(ctx, sagaSpec(r.id));
    case 'sagaCards':
      return pull(ctx, sagaCardsSpec(r.id));
    case 'echoes':
      return pull(ctx, echoesSpec(r.id));
    case 'story':
      return pull(ctx, storySpec(r.id));
    default:
      throw new Error(`No pull for ${r.kind}`);
  }
}
