/**
 * The registry of query-flag modals (app-shell §2 "Modals opened by query flags"): one line per flag —
 * which modal it opens (loaded on demand through its feature's pages.ts), the query keys it removes when it
 * closes, and who may see it. QueryModals.tsx renders every entry whose flag is in the query.
 * docs/architecture.md "Adding a query-flag modal" says how to add one.
 */
import type { ComponentType } from 'react';
import { FLAG_PARAMS as P, QUERY_FLAGS as F } from '../contract/query-flags';
import type { FlagModalProps } from '../lib/useFlags';
import { announcementPages } from '../features/announcements/pages';
import { authPages } from '../features/auth/pages';
import { codesPages } from '../features/codes/pages';
import { leaderboardPages } from '../features/leaderboard/pages';
import { profilePages } from '../features/profile/pages';
import { subscriptionPages } from '../features/subscription/pages';

type Loader = () => Promise<{ default: ComponentType<FlagModalProps> }>;

export interface FlagEntry {
  flag: string;
  load: Loader;
  /** Keys removed from the query on close, the flag first. */
  removes: readonly string[];
  /** 'player': a signed-in, onboarded Historian (the default); 'guest': only while signed out. */
  audience?: 'player' | 'guest';
  /** Whether the flag's value opens the modal (default: 'true'). */
  opens?: (value: string, params: URLSearchParams) => boolean;
}

const isTrue = (v: string) => v === 'true';
const anyId = (v: string) => v !== '' && v !== 'false';

/** The leaderboard modal predates the registry's props: adapted here. */
const leaderboard: Loader = () =>
  leaderboardPages.modal().then(({ default: Modal }) => ({
    default: ({ params, onClose }: FlagModalProps) => <Modal dungeonId={params.get(P.dungeonId) ?? ''} onClose={onClose} />,
  }));

export const FLAG_MODALS: readonly FlagEntry[] = [
  { flag: F.dungeonLeaderboard, load: leaderboard, removes: [F.dungeonLeaderboard, P.dungeonId], opens: (v, p) => isTrue(v) && !!p.get(P.dungeonId) },
  { flag: F.subscription, load: subscriptionPages.modal, removes: [F.subscription, P.creator, P.subscribe, P.option, P.dungeonId, P.sagaId] },
  { flag: F.subscriptionSuccess, load: subscriptionPages.success, removes: [F.subscriptionSuccess] },
  { flag: F.redirectedFromStripe, load: subscriptionPages.wentWrong, removes: [F.redirectedFromStripe] },
  { flag: F.freePlayCode, load: codesPages.freePlayCode, removes: [F.freePlayCode] },
  { flag: F.referral, load: codesPages.referral, removes: [F.referral] },
  { flag: F.limitedReferral, load: codesPages.limitedReferral, removes: [F.limitedReferral] },
  { flag: F.linkAccount, load: authPages.linkAccount, removes: [F.linkAccount, P.blocker] },
  { flag: F.login, load: authPages.login, removes: [F.login], audience: 'guest' },
  { flag: F.accountDeleted, load: profilePages.accountDeleted, removes: [F.accountDeleted], audience: 'guest' },
  { flag: F.communityCreations, load: announcementPages.communityCreations, removes: [F.communityCreations] },
  { flag: F.communityChallenge, load: announcementPages.communityChallenge, removes: [F.communityChallenge], opens: anyId },
  { flag: F.appLaunchGiveaway, load: announcementPages.appLaunchGiveaway, removes: [F.appLaunchGiveaway] },
  { flag: F.onboardingOverlay, load: announcementPages.onboardingOverlay, removes: [F.onboardingOverlay] },
  ...[F.achievement, F.rankAchievement, F.roomRestartAchievement, F.unlimitedFree, F.sanctumTeaser].map((flag) => ({
    flag,
    load: announcementPages.prompt,
    removes: [flag],
    opens: anyId,
  })),
];
