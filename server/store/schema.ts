/**
 * The tables, as the queries see them (Kysely's typed Database). One interface for both stores: SQLite
 * (INTEGER, TEXT) and Postgres (BIGINT read back as numbers, TEXT). Generated<T>: a column the database
 * fills when an insert leaves it out (a default, an identity). Keep it in step with the migrations
 * (server/store/migrations/*).
 */
import type { Generated } from 'kysely';

export interface AccountLinksTable {
  user_id: string;
  provider: string;
  identifier: string;
  linked_at: number;
}

export interface AdViewsTable {
  ad_id: string;
  user_id: string;
  seconds: number;
  started_at: number;
  completed_at: number | null;
}

export interface AdventureChoicesTable {
  user_id: string;
  adventure_id: string;
  chapter: number;
  choice: string;
  branch_key: string;
  created_at: string;
  /** Insertion order (store/migrations/order.ts). */
  seq: Generated<number>;
}

export interface AdventureProgressTable {
  user_id: string;
  adventure_id: string;
  series_id: string;
  current_chapter: number;
  status: string;
  started_at: string;
  updated_at: string;
}

export interface AdventuresTable {
  adventure_id: string;
  series_id: string;
  position: number;
  name: string;
  description: string;
  art: string;
  chapters_json: string;
  end_json: string;
}

export interface ArtifactOwnershipTable {
  user_id: string;
  artifact_id: string;
  source: string;
  at: string;
}

export interface ArtifactPowerLedgerTable {
  id: Generated<number>;
  user_id: string;
  amount: number;
  reason: string;
  created_at: number;
}

export interface ArtifactsEarnedTable {
  user_id: string;
  artifact_id: string;
  at: string;
  cleared_at: string | null;
}

export interface AvatarSelectionTable {
  user_id: string;
  avatar_id: string;
}

export interface AvatarsTable {
  avatar_id: string;
  name: string;
  description: string;
  art_key: string;
  kind: string;
  position: number;
}

export interface BillingEventsTable {
  event_id: string;
  type: string;
  received_at: number;
}

export interface BillingPortalSessionsTable {
  session_id: string;
  user_id: string;
  expires_at: number;
}

export interface BlocksTable {
  user_id: string;
  blocked_id: string;
  created_at: number;
  /** Insertion order (store/migrations/order.ts). */
  seq: Generated<number>;
}

export interface BonusClaimsTable {
  user_id: string;
  task: string;
  claimed_at: number;
}

export interface CardDismissalsTable {
  user_id: string;
  card_id: string;
  dismissed_at: number;
}

export interface CardHoldingsTable {
  user_id: string;
  card_id: string;
  count: number;
  updated_at: string;
}

export interface ChallengeCompletionsTable {
  saga_id: string;
  completed_at: number;
}

export interface CheckoutSessionsTable {
  session_id: string;
  user_id: string;
  email: string;
  status: string;
  created_at: number;
}

export interface CodeFailuresTable {
  ip: string;
  at: number;
  email: string | null;
  lane: string | null;
}

export interface CodeRedemptionsTable {
  user_id: string;
  code: string;
  redeemed_at: number;
}

export interface CodeRequestsTable {
  email: string;
  ip: string;
  at: number;
  lane: Generated<string>;
}

export interface CollectibleCardsTable {
  card_id: string;
  saga_id: string;
  award_key: string | null;
  name: string;
  art: string;
  type: string;
  is_fanfiction: number;
  is_public: number;
  created_by: string | null;
  award_text: string;
  position: number;
  /** Insertion order (store/migrations/order.ts). */
  seq: Generated<number>;
}

export interface CommentReportsTable {
  comment_id: string;
  reporter_id: string;
  reason: string;
  note: string;
  created_at: number;
}

export interface CommentsTable {
  comment_id: string;
  kind: string;
  target_id: string;
  chapter: number | null;
  parent_id: string | null;
  user_id: string;
  text: string;
  is_spoiler: number;
  created_at: string;
  /** Insertion order (store/migrations/order.ts). */
  seq: Generated<number>;
}

export interface CreatorsTable {
  creator_id: string;
  name: string;
  page_name: string;
  is_premium: number;
  art: string;
  /** Insertion order (store/migrations/order.ts). */
  seq: Generated<number>;
}

export interface CustomSagasTable {
  saga_id: string;
  owner_id: string;
  title: string;
  premise: string;
  from_saga_id: string | null;
  adventure_mode: Generated<string>;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
}

export interface DevMailboxTable {
  email: string;
  code: string;
  sent_at: string;
}

export interface DungeonCompletionsTable {
  user_id: string;
  dungeon_id: string;
  at: string;
}

export interface DungeonCrawlsTable {
  user_id: string;
  dungeon_id: string;
  attempt: number;
  seed: number;
  status: string;
  state_json: string;
  artifacts_json: string;
  free_resurrection_used: Generated<number>;
  read_step: Generated<number>;
  created_at: string;
  updated_at: string;
}

export interface DungeonEventsTable {
  user_id: string;
  dungeon_id: string;
  seq: number;
  type: string;
  payload_json: string;
  created_at: string;
}

export interface DungeonFabulousFirstsTable {
  dungeon_id: string;
  kind: string;
  user_id: string;
  at: string;
}

export interface DungeonMissionCompletionsTable {
  user_id: string;
  dungeon_id: string;
  mission_key: string;
  at: string;
  /** Insertion order (store/migrations/order.ts). */
  seq: Generated<number>;
}

export interface DungeonPlayersTable {
  user_id: string;
  artifact_power: number;
  free_room_restart_available: number;
  created_at: string;
}

export interface DungeonPurchasesTable {
  id: Generated<number>;
  user_id: string;
  product: string;
  dungeon_id: string;
  amount_cents: number;
  currency: string;
  mode: string;
  at: string;
}

export interface DungeonRoomFirstsTable {
  dungeon_id: string;
  room_key: string;
  user_id: string;
  at: string;
}

export interface DungeonsTable {
  dungeon_id: string;
  position: number;
  name: string;
  is_premium: number;
  expedition_id: string | null;
  content_json: string;
  updated_at: string;
}

export interface EchoPicksTable {
  saga_id: string;
  turn_number: number;
  echo_id: string;
  is_featured: number;
  position: number;
}

export interface EchoRerollsTable {
  saga_id: string;
  turn_number: number;
  count: number;
}

export interface ExpeditionCompletionsTable {
  user_id: string;
  expedition_id: string;
  at: string;
}

export interface FollowsTable {
  user_id: string;
  creator_id: string;
  created_at: number;
}

export interface FriendsTable {
  user_id: string;
  friend_id: string;
  created_at: number;
  /** Insertion order (store/migrations/order.ts). */
  seq: Generated<number>;
}

export interface HistorianPointsTable {
  id: Generated<number>;
  user_id: string;
  points: number;
  reason: string;
  ref: string;
  at: string;
}

export interface IdempotencyKeysTable {
  scope: string;
  key: string;
  method: string;
  path: string;
  status: number;
  body: string;
  created_at: number;
  fingerprint: string | null;
  expires_at: number | null;
  /** Insertion order (store/migrations/order.ts). */
  seq: Generated<number>;
}

export interface MagicCodesTable {
  email: string;
  lane: string;
  code_hash: string;
  expires_at: number;
  wrong_attempts: Generated<number>;
}

export interface NarrationTextsTable {
  key: string;
  text: string;
  voice: string;
  speed: number;
  created_at: string;
}

export interface NotificationsTable {
  notification_id: string;
  user_id: string;
  type: string;
  text: string;
  extra_json: string;
  created_at: number;
  read_at: number | null;
  /** Insertion order (store/migrations/order.ts). */
  seq: Generated<number>;
}

export interface PlayPassesTable {
  id: Generated<number>;
  user_id: string;
  kind: string;
  source: string;
  starts_at: number;
  ends_at: number;
}

export interface PlayerActionsTable {
  user_id: string;
  action: string;
  at: number;
}

export interface PlayerPromptsTable {
  prompt_id: string;
  user_id: string;
  dedupe_key: string;
  kind: string;
  title: string;
  text: string;
  image_url: string | null;
  detail: string | null;
  created_at: number;
  seen_at: number | null;
  /** Insertion order (store/migrations/order.ts). */
  seq: Generated<number>;
}

export interface PromptOptoutsTable {
  user_id: string;
  option: string;
}

export interface PurchasesTable {
  purchase_id: string;
  user_id: string;
  product: string;
  amount_cents: number;
  context_json: string;
  created_at: number;
}

export interface RankPerkUsesTable {
  id: Generated<number>;
  user_id: string;
  kind: string;
  dungeon_id: string;
  at: string;
}

export interface RankPerksTable {
  user_id: string;
  kind: string;
  amount: number;
  reward_id: string;
  created_at: number;
}

export interface RankPointsTable {
  id: Generated<number>;
  user_id: string;
  points: number;
  reason: string;
  created_at: number;
}

export interface RankRewardClaimsTable {
  user_id: string;
  reward_id: string;
  claimed_at: number;
}

export interface RatingsTable {
  user_id: string;
  target_type: string;
  target_id: string;
  rating: number;
  comment: string | null;
  updated_at: string;
}

export interface RedeemCodesTable {
  code: string;
  message: string | null;
  hours: number;
}

export interface ReferralsTable {
  referred_id: string;
  referrer_id: string;
  limited_offer: number;
  created_at: number;
  credited_at: number | null;
}

export interface RefreshTokensTable {
  token_hash: string;
  user_id: string;
  family_id: string;
  expires_at: number;
  used_at: number | null;
  revoked_at: number | null;
}

export interface SagasTable {
  saga_id: string;
  name: string;
}

export interface SchemaMigrationsTable {
  version: Generated<number>;
  name: string;
  applied_at: string;
}

export interface SeasonLevelsTable {
  id: Generated<number>;
  user_id: string;
  levels: number;
  reason: string;
  created_at: number;
}

export interface SeriesTable {
  series_id: string;
  saga_id: string;
  creator_id: string;
  name: string;
  description: string;
  art: string;
  is_premium: number;
  characters_json: string;
  updated_at: string;
  /** Insertion order (store/migrations/order.ts). */
  seq: Generated<number>;
}

export interface SessionFeedbackTable {
  id: Generated<number>;
  user_id: string;
  reaction: string;
  report: string;
  created_at: number;
}

export interface SignInsTable {
  id: Generated<number>;
  user_id: string;
  created_account: number;
  ip: string;
  user_agent: string | null;
  referral_code_used: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  utm_content: string | null;
  created_at: number;
}

export interface StoryFeedbackTable {
  id: Generated<number>;
  user_id: string;
  target_id: string | null;
  rating: number;
  comment: string | null;
  created_at: number;
}

export interface StoryTurnsTable {
  turn_id: string;
  saga_id: string;
  turn_number: number;
  player_text: string | null;
  blocks_json: string;
  generation: Generated<number>;
  created_at: string;
  /** Insertion order (store/migrations/order.ts). */
  seq: Generated<number>;
}

export interface SubscriptionsTable {
  user_id: string;
  plan: string;
  provider: 'test' | 'provider';
  cancel_at_period_end: Generated<number>;
  started_at: number;
  updated_at: number;
}

export interface TempUserStartsTable {
  ip: string;
  at: number;
}

export interface GoogleSignInsTable {
  ip: string;
  at: number;
}

export interface UserAvatarsTable {
  user_id: string;
  avatar_id: string;
  earned_at: number;
  seen: Generated<number>;
}

export interface UsersTable {
  user_id: string;
  email: string;
  username: string | null;
  username_key: string | null;
  referral_source: string | null;
  onboarding_state: Generated<number>;
  referral_code: string;
  created_at: string;
}

export interface Database {
  account_links: AccountLinksTable;
  ad_views: AdViewsTable;
  adventure_choices: AdventureChoicesTable;
  adventure_progress: AdventureProgressTable;
  adventures: AdventuresTable;
  artifact_ownership: ArtifactOwnershipTable;
  artifact_power_ledger: ArtifactPowerLedgerTable;
  artifacts_earned: ArtifactsEarnedTable;
  avatar_selection: AvatarSelectionTable;
  avatars: AvatarsTable;
  billing_events: BillingEventsTable;
  billing_portal_sessions: BillingPortalSessionsTable;
  blocks: BlocksTable;
  bonus_claims: BonusClaimsTable;
  card_dismissals: CardDismissalsTable;
  card_holdings: CardHoldingsTable;
  challenge_completions: ChallengeCompletionsTable;
  checkout_sessions: CheckoutSessionsTable;
  code_failures: CodeFailuresTable;
  code_redemptions: CodeRedemptionsTable;
  code_requests: CodeRequestsTable;
  collectible_cards: CollectibleCardsTable;
  comment_reports: CommentReportsTable;
  comments: CommentsTable;
  creators: CreatorsTable;
  custom_sagas: CustomSagasTable;
  dev_mailbox: DevMailboxTable;
  dungeon_completions: DungeonCompletionsTable;
  dungeon_crawls: DungeonCrawlsTable;
  dungeon_events: DungeonEventsTable;
  dungeon_fabulous_firsts: DungeonFabulousFirstsTable;
  dungeon_mission_completions: DungeonMissionCompletionsTable;
  dungeon_players: DungeonPlayersTable;
  dungeon_purchases: DungeonPurchasesTable;
  dungeon_room_firsts: DungeonRoomFirstsTable;
  dungeons: DungeonsTable;
  echo_picks: EchoPicksTable;
  echo_rerolls: EchoRerollsTable;
  expedition_completions: ExpeditionCompletionsTable;
  follows: FollowsTable;
  friends: FriendsTable;
  google_sign_ins: GoogleSignInsTable;
  historian_points: HistorianPointsTable;
  idempotency_keys: IdempotencyKeysTable;
  magic_codes: MagicCodesTable;
  narration_texts: NarrationTextsTable;
  notifications: NotificationsTable;
  play_passes: PlayPassesTable;
  player_actions: PlayerActionsTable;
  player_prompts: PlayerPromptsTable;
  prompt_optouts: PromptOptoutsTable;
  purchases: PurchasesTable;
  rank_perk_uses: RankPerkUsesTable;
  rank_perks: RankPerksTable;
  rank_points: RankPointsTable;
  rank_reward_claims: RankRewardClaimsTable;
  ratings: RatingsTable;
  redeem_codes: RedeemCodesTable;
  referrals: ReferralsTable;
  refresh_tokens: RefreshTokensTable;
  sagas: SagasTable;
  schema_migrations: SchemaMigrationsTable;
  season_levels: SeasonLevelsTable;
  series: SeriesTable;
  session_feedback: SessionFeedbackTable;
  sign_ins: SignInsTable;
  story_feedback: StoryFeedbackTable;
  story_turns: StoryTurnsTable;
  subscriptions: SubscriptionsTable;
  temp_user_starts: TempUserStartsTable;
  user_avatars: UserAvatarsTable;
  users: UsersTable;
}

