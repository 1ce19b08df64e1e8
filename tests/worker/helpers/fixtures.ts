import type { Adventure, Chapter, Comment, CommentList, CreatorSummary, HomeItem, Prompt, RatingResponse, SeriesDetails, User } from '../../../src/contract';
import type { CommentRow } from '../../../src/db';

export const user = (over: Partial<User> = {}): User => ({
  user_id: 'u1',
  username: 'Wren',
  email: 'wren@example.com',
  linked_accounts: [],
  blocked_users: [],
  onboarding_state: 2,
  beta_access: false,
  avatar: { image_url: '/art/avatar.png' },
  pending_notifications: 0,
  referral_code: 'WREN1',
  referral_remaining: 3,
  subscription_active: false,
  artifact_power: 0,
  is_temp_user: false,
  ...over,
});

export const homeItem = (id: string, over: Partial<HomeItem> = {}): HomeItem => ({
  kind: 'series',
  series_id: id,
  dungeon_id: null,
  story_id: null,
  name: `Series ${id}`,
  image_url: `/art/${id}.jpg`,
  description: 'A tale.',
  is_premium: false,
  can_access: true,
  progress: 'Not Started',
  updated_at: '2025-01-01T00:00:00.000Z',
  ...over,
});

export const chapter = (n: number, over: Partial<Chapter> = {}): Chapter => ({
  chapter_number: n,
  caption: `Chapter ${n}`,
  title: `The ${n}th door`,
  blocks: [
    { blockType: 'narrative', blockText: '  The rain   kept falling.\n\nSo did we.  ', character: null, characterImageURL: null },
    {
      blockType: 'dialog',
      blockText: '“Who goes there?”',
      character: { name: 'Mara', cover: '/art/mara.jpg', description: 'A guard.' },
      characterImageURL: '/art/mara.jpg',
    },
  ],
  moment: { type: 'decisive_moment', prompt: 'What do you do?', offered_choices: [{ users_own_choice: 'Run', avatar_url: null }] },
  choice_made: null,
  audio_url: null,
  comment_count: 0,
  ...over,
});

export const adventure = (id: string, chapters: Chapter[], over: Partial<Adventure> = {}): Adventure => ({
  adventure_id: id,
  series_id: 's1',
  saga_id: 'saga1',
  name: `Adventure ${id}`,
  current_chapter: chapters.length,
  total_chapters: 10,
  chapters,
  status: 'in_progress',
  series_end: null,
  ...over,
});

/** A saga comment (saga1's thread unless `over` says otherwise). */
export const comment = (id: string, over: Partial<Comment> = {}): Comment => ({
  comment_id: id,
  kind: 'saga',
  target_id: 'saga1',
  chapter: null,
  parent_id: null,
  user: { user_id: 'u2', username: 'Ash', avatar_url: null, rank_title: null },
  text: `comment ${id}`,
  is_spoiler: false,
  created_at: '2025-01-01T00:00:00.000Z',
  reply_count: 0,
  ...over,
});

/** A thread's page (or a comment's replies) as the server answers it: the last page unless next_before says more. */
export const commentList = (comments: Comment[], over: Partial<CommentList> = {}): CommentList => ({
  comments,
  count: comments.length,
  chapter_counts: [],
  next_before: null,
  ...over,
});

/** The comments-table row a comment the server sent becomes. */
export const commentRow = (c: Comment, over: Partial<CommentRow> = {}): CommentRow => ({
  ...c,
  thread: c.chapter === null ? `${c.kind}:${c.target_id}` : `${c.kind}:${c.target_id}:${c.chapter}`,
  depth: c.parent_id ? 1 : 0,
  pending: false,
  outbox_id: null,
  ...over,
});

export const seriesDetails = (id: string): SeriesDetails => ({
  series_id: id,
  saga_id: 'saga1',
  name: `Series ${id}`,
  image_url: '/art/s.jpg',
  description: 'Long ago.',
  is_premium: false,
  created_by: 'Chronicle',
  creator_page_name: 'chronicle',
  creator_avatar: null,
  can_access: true,
  progress: 'In Progress',
  discussion_count: 4,
  adventures: [
    {
      adventure_id: 'a1',
      name: 'The Gate',
      description: 'It opens.',
      image_url: '/art/a1.jpg',
      chapters_count: 10,
      button_state: 'continue_adventure',
      release_text: null,
    },
  ],
});

export const ratingResponse = (over: Partial<RatingResponse> = {}): RatingResponse => ({
  target_type: 'series',
  target_id: 's1',
  rating: 4,
  average: 4.2,
  count: 11,
  ...over,
});

export const creator = (page_name: string, over: Partial<CreatorSummary> = {}): CreatorSummary => ({
  creator_id: page_name,
  name: `Creator ${page_name}`,
  page_name,
  avatar: `/api/media/art/creator-${page_name}.svg`,
  is_premium: false,
  is_following: false,
  follower_count: 3,
  ...over,
});

export const prompt = (id: string, over: Partial<Prompt> = {}): Prompt => ({
  prompt_id: id,
  kind: 'rank_achievement',
  title: 'New Historian Rank!',
  text: 'Your deeds have raised your standing.',
  image_url: null,
  detail: 'Rank 2: Apprentice Chronicler',
  created_at: '2026-03-01T09:00:00.000Z',
  ...over,
});
