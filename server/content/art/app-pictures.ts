/**
 * The pictures of the app's own moments, by art key: the Historian ranks' emblems (rank-<n>, in the
 * rank-up announcement), the free room restart, and the Sanctum tour's four cards (named by the app,
 * src/features/announcements/onboarding-items.ts).
 */
import type { IconSeed } from '../art-types';
import { RANKS } from '../account/ranks';

/** What each rank keeps, in the words of its title. */
const RANK_GLYPHS: Record<number, string> = {
  1: 'white-book', // Novice Historian
  2: 'scroll-quill', // Apprentice Chronicler
  3: 'tied-scroll', // Keeper of Scrolls
  4: 'direction-signs', // Wayfinder
  5: 'book-pile', // Loremaster
  6: 'sands-of-time', // Timewarden
  7: 'bookshelf', // High Archivist
  8: 'padlock', // Keeper of the Sealed Stacks
  9: 'globe', // Cartographer of Ages
  10: 'sundial', // Warden of Hours
  11: 'crown', // Chronicler Royal
  12: 'laurels', // Grand Historian
};

/** Bronze for the first four ranks, silver for the next four, gold for the last. */
const METALS: { tint: string; ground: [string, string] }[] = [
  { tint: '#e0a066', ground: ['#4a2a16', '#160c05'] },
  { tint: '#dfe6ee', ground: ['#2e3a48', '#0b1016'] },
  { tint: '#ffd77a', ground: ['#5a3a10', '#1a1004'] },
];

const ROMAN = ['', 'I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X', 'XI', 'XII'];

const RANK_EMBLEMS: Record<string, IconSeed> = Object.fromEntries(
  RANKS.map((r) => {
    const metal = METALS[Math.min(2, Math.floor((r.rank - 1) / 4))]!;
    const seed: IconSeed = {
      glyph: RANK_GLYPHS[r.rank]!,
      ...metal,
      round: true,
      rim: metal.tint,
      numeral: ROMAN[r.rank]!,
      alt: `The emblem of rank ${r.rank}, ${r.title}`,
    };
    return [`rank-${r.rank}`, seed];
  }),
);

const PARCHMENT: [string, string] = ['#3a2a1c', '#120c08'];
const card = (glyph: string, badge: string, tint: string, alt: string): IconSeed => ({ glyph, badge, tint, ground: PARCHMENT, alt });

export const APP_PICTURES: Record<string, IconSeed> = {
  ...RANK_EMBLEMS,
  'room-restart': { glyph: 'doorway', badge: 'anticlockwise-rotation', tint: '#9fd0f0', ground: ['#1f3354', '#080e19'], alt: 'A doorway with an arrow turning back: the room begins again' },
  'tour-stats': { glyph: 'ribbon-medal', tint: '#ffd77a', ground: ['#4a3114', '#160d05'], round: true, alt: 'A medal on a ribbon: the Historian Rank' },
  'tour-timelines': card('dungeon-gate', 'rolling-dices', '#f2c46a', 'A gate into a Timeline, and the dice that decide'),
  'tour-memories': card('open-book', 'split-arrows', '#efd9a7', 'An open book of chapters, and the paths of a decisive moment'),
  'tour-continue': card('walking-boot', 'play-button', '#9fd0a0', 'A traveller’s boot and a play sign: straight back to where you stopped'),
};
