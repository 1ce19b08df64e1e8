/**
 * Every art key the world names: covers, rooms, items, people, trackers, checks, artifacts, avatars,
 * characters, creators, rank emblems, the room restart, the Priority Alert's slides, the tour's cards. The contact sheet draws them all; the content tests hold that each has a picture.
 */
import { memories, creators } from '../content';
import { ARTIFACTS } from '../content/artifacts';
import { AVATARS, avatarArtKey } from '../content/account/avatars';
import { DUNGEONS } from '../content/dungeons';
import type { Skill } from '../content/dungeon-types';
import { EXPEDITION } from '../content/expedition';
import { PRIORITY_ALERT } from '../content/account/priority-alert';
import { RANKS } from '../content/account/ranks';
import { CAST } from '../content/sagas/narrator/cast';
import { artwork } from './artwork';
import { DRAWN } from './game-icons';
import { POOL_PORTRAITS, storyScene } from './pools';
import { renderPortrait } from './portrait';
import { renderScene } from './scene';
import { rankArtKey, ROOM_RESTART_ART, roomArtKey, TOUR_ART } from './urls';

const SKILLS: Skill[] = ['Athletics', 'Stealth', 'Lore', 'Perception', 'Persuasion', 'Sleight of Hand', 'Endurance'];

/** The check icons the engine names (engine/dungeon/checks.ts). */
export const CHECK_ICONS = [...SKILLS.map((s) => `skill-${s.toLowerCase().replace(/\s+/g, '-')}`), 'combat-attack', 'combat-defense'];

export function allArtKeys(): string[] {
  const keys = [
    ...DUNGEONS.flatMap((t) => [
      t.art,
      ...t.rooms.map((r) => roomArtKey(t.dungeon_id, r.key)),
      ...t.trackers.map((tr) => tr.icon),
      ...t.rooms.flatMap((r) => [...(r.items ?? []), ...(r.characters ?? []), ...(r.foes ?? [])].map((x) => x.icon)),
      ...t.items.map((i) => i.icon),
    ]),
    EXPEDITION.art,
    ...memories.flatMap((m) => [m.art, ...m.adventures.map((a) => a.art), ...m.characters.map((c) => c.art)]),
    ...creators.map((c) => c.art),
    ...CAST.map((c) => c.art),
    ...AVATARS.map((a) => avatarArtKey(a.avatar_id)),
    ...ARTIFACTS.map((a) => a.icon),
    ...CHECK_ICONS,
    'share-banner',
    ...RANKS.map((r) => rankArtKey(r.rank)),
    ROOM_RESTART_ART,
    ...PRIORITY_ALERT.art.default,
    ...PRIORITY_ALERT.art.complete,
    ...TOUR_ART,
  ];
  return [...new Set(keys)];
}

/**
 * Every Game Icons glyph the world can draw: each art key's picture, every portrait of the run-time pool
 * and every light of a custom story's cover, drawn once and their glyphs collected.
 */
export function allGlyphs(): string[] {
  for (const key of allArtKeys()) artwork(key);
  for (const p of POOL_PORTRAITS) renderPortrait(p);
  for (let i = 0; i < 64; i++) renderScene(storyScene(`story-${i}`), `story-${i}`);
  return [...DRAWN].sort();
}
