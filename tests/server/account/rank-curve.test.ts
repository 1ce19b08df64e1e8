import { describe, expect, it } from 'vitest';
import { rankOf } from '../../../server/account/rank';
import { memories } from '../../../server/content';
import { MEMORY_POINTS, RANKS } from '../../../server/content/account/ranks';
import { MAX_SEASON_LEVEL, SEASON_POINTS_PER_LEVEL } from '../../../server/content/account/season';
import { DUNGEONS } from '../../../server/content/dungeons';
import { EXPEDITION } from '../../../server/content/expedition';
import { EXPEDITION_POINTS, missionPoints, VICTORY_POINTS } from '../../../server/engine/dungeon';

/** Rank points of a Timeline won with every mission; `first`: the player is the first ever to complete each. */
const timeline = (id: string, first: boolean) => {
  const t = DUNGEONS.find((d) => d.dungeon_id === id)!;
  return VICTORY_POINTS + t.missions.reduce((n, m) => n + missionPoints(m.rule.type, first), 0);
};
const memoryPoints = memories.reduce((n, m) => n + m.adventures.length * MEMORY_POINTS.adventure + MEMORY_POINTS.memory, 0);
const world = (first: boolean) => DUNGEONS.reduce((n, t) => n + timeline(t.dungeon_id, first), 0) + EXPEDITION_POINTS + memoryPoints;
/** The player: the Expedition's three Timelines with every mission, first on a fresh server. */
const threeTimelines = EXPEDITION.dungeons.reduce((n, id) => n + timeline(id, true), 0) + EXPEDITION_POINTS;
const seasonLevel = (points: number) => Math.min(MAX_SEASON_LEVEL, 1 + Math.floor(points / SEASON_POINTS_PER_LEVEL));

describe('the rank and season curve over the whole world', () => {
  const top = RANKS.at(-1)!;

  it('puts the top rank within reach of anyone who plays everything, first or not', () => {
    expect(world(false)).toBeGreaterThanOrEqual(top.min_points);
  });

  it('does not saturate after three Timelines, even for the first player on a fresh server', () => {
    expect(rankOf(threeTimelines).rank).toBeLessThanOrEqual(top.rank - 3);
    expect(seasonLevel(threeTimelines)).toBeLessThanOrEqual(MAX_SEASON_LEVEL - 5);
  });

  it('fills the season pass with the whole world', () => {
    expect(seasonLevel(world(false))).toBe(MAX_SEASON_LEVEL);
  });

  it('keeps the top rank and the last season level for the end of the world: not with any Timeline or Memory still unplayed', () => {
    const pieces = [...DUNGEONS.map((t) => timeline(t.dungeon_id, false)), ...memories.map((m) => m.adventures.length * MEMORY_POINTS.adventure + MEMORY_POINTS.memory)];
    const allButOne = world(false) - Math.min(...pieces);
    expect(rankOf(allButOne).rank).toBeLessThan(top.rank);
    expect(seasonLevel(allButOne)).toBeLessThan(MAX_SEASON_LEVEL);
  });

  it('spaces the ranks: no step is more than a fifth of the world', () => {
    const steps = RANKS.slice(1).map((r, i) => r.min_points - RANKS[i]!.min_points);
    for (const step of steps) expect(step).toBeLessThanOrEqual(world(false) / 5);
  });
});
