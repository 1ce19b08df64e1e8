/** Sagas, custom stories, echoes and cards as the server answers them, for worker and UI tests. */
import type { CardList, Echo, EchoList, Saga, Story, StoryChapter, TradingCard } from '../../../src/contract';

const AT = '2025-01-01T00:00:00.000Z';

export const saga = (id: string, over: Partial<Saga> = {}): Saga => ({
  saga_id: id,
  kind: 'custom',
  title: `Saga ${id}`,
  cover: `/api/media/art/story-${id}.svg`,
  description: 'A bell rings under the lake.',
  owner: 'Wren',
  owner_id: 'u1',
  is_owner: true,
  is_public: false,
  is_premium: false,
  can_access: true,
  series_id: null,
  discussion_count: 0,
  created_at: AT,
  ...over,
});

export const storyChapter = (n: number, over: Partial<StoryChapter> = {}): StoryChapter => ({
  chapter_number: n,
  title: n === 1 ? 'The Drowned Bell' : `Chapter ${n}`,
  caption: `Caption ${n}`,
  blocks: [
    { blockType: 'narrative', blockText: `The lake was still in chapter ${n}.`, character: null, characterImageURL: null },
    {
      blockType: 'dialog',
      blockText: '“Listen,” says Wren.',
      character: { name: 'Wren Alder', cover: '/api/media/art/char-story-wren.svg', description: 'A lamplighter.' },
      characterImageURL: '/api/media/art/char-story-wren.svg',
    },
    { blockType: 'cliffhangerMoment', blockText: 'What do you do now, Historian?', character: null, characterImageURL: null },
  ],
  choice_made: null,
  audio_url: `/api/media/audio/${String(n).padStart(64, 'a')}.mp3`,
  moment: 'decisive_moment',
  ...over,
});

export const story = (id: string, chapters: StoryChapter[], over: Partial<Story> = {}): Story => ({
  story_id: id,
  saga_id: id,
  title: 'The Drowned Bell',
  premise: 'A bell rings under the lake.',
  owner: { user_id: 'u1', username: 'Wren', avatar_url: null, rank_title: null },
  is_owner: true,
  is_public: false,
  card_id: `card-${id}`,
  current_chapter: chapters.length,
  chapters,
  adventure_mode: 'solo',
  chapter_limit: 10,
  updated_at: AT,
  ...over,
});

export const echo = (id: string, over: Partial<Echo> = {}): Echo => ({
  echoes_id: id,
  title: `Story of ${id}`,
  text: `I ring the bell (${id})`,
  username: `Author ${id}`,
  user_id: `user-${id}`,
  avatar: null,
  is_featured: false,
  story_id: `story-${id}`,
  ...over,
});

export const echoList = (echoes: Echo[], over: Partial<EchoList> = {}): EchoList => ({
  echoes,
  chapter: 1,
  rerolls_left: 3,
  can_reroll: false,
  can_feature: true,
  scroll: [],
  adventure_mode: 'solo',
  ...over,
});

export const card = (id: string, over: Partial<TradingCard> = {}): TradingCard => ({
  card_id: id,
  saga_id: 'st1',
  name: `Card ${id}`,
  cover: `/api/media/art/${id}.svg`,
  type: 'custom',
  is_fanfiction: false,
  is_custom: true,
  is_public: false,
  created_by: 'u1',
  created_by_username: 'Wren',
  count: 1,
  status: 'unlocked',
  award_text: 'Created in quick play',
  ...over,
});

export const cardList = (cards: TradingCard[]): CardList => ({ tab: 'custom', cards, selected_card_id: null });
