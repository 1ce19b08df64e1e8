/**
 * One picture per art key, rendered once and kept: the icons, portraits and scenes of the world
 * (content/art), and the pictures of keys made at run time — a player's emblem (avatar-<user id>), a
 * custom story's cover (story-<saga id>), a narrator's speaker (char-story-<name>) — drawn from pools.
 */
import { ICONS, PORTRAITS, SCENES } from '../content/art';
import { renderIcon } from './icon-tile';
import { renderPortrait } from './portrait';
import { renderScene } from './scene';
import { POOL_PORTRAITS, storyScene } from './pools';
import { seeded } from './svg';

export interface Artwork {
  svg: string;
  alt: string;
}

const CACHE = new Map<string, Artwork>();
/** Run-time keys are one per player and story: the cache forgets the oldest beyond this many. */
const MAX_CACHED = 2000;

function draw(key: string): Artwork | null {
  const icon = ICONS[key];
  if (icon) return { svg: renderIcon(icon), alt: icon.alt };
  const portrait = PORTRAITS[key];
  if (portrait) return { svg: renderPortrait(portrait), alt: portrait.alt };
  const scene = SCENES[key];
  if (scene) return { svg: renderScene(scene, key), alt: scene.alt };
  if (key.startsWith('avatar-') || key.startsWith('char-story-')) {
    const p = POOL_PORTRAITS[Math.floor(seeded(key)() * POOL_PORTRAITS.length)]!;
    return { svg: renderPortrait(p), alt: p.alt };
  }
  if (key.startsWith('story-')) {
    const s = storyScene(key);
    return { svg: renderScene(s, key), alt: s.alt };
  }
  return null;
}

/** The picture of an art key, or null when the world has no such picture (the route answers 404). */
export function artwork(key: string): Artwork | null {
  const kept = CACHE.get(key);
  if (kept) return kept;
  const drawn = draw(key);
  if (!drawn) return null;
  if (CACHE.size >= MAX_CACHED) CACHE.delete(CACHE.keys().next().value!);
  CACHE.set(key, drawn);
  return drawn;
}

/** The alt text of an art key's picture, for answers that carry one (a room's scene). */
export const artAlt = (key: string): string | null => artwork(key)?.alt ?? null;
