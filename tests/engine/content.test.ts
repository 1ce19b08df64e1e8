import { describe, expect, it } from 'vitest';
import { ARTIFACTS } from '../../server/content/artifacts';
import { EXPEDITION } from '../../server/content/expedition';
import { DUNGEONS } from '../../server/content/dungeons';
import type { DungeonSeed } from '../../server/content/dungeon-types';
import { allItems } from '../../server/engine/dungeon/world';
import { STARTER_ARTIFACTS } from '../../server/store/dungeons/players';

/** Every key a dungeon refers to, with whether it resolves. */
function dangling(t: DungeonSeed): string[] {
  const rooms = new Set(t.rooms.map((r) => r.key));
  const items = new Set(allItems(t).map((i) => i.key));
  const foes = new Set(t.rooms.flatMap((r) => r.foes ?? []).map((f) => f.key));
  const people = new Set(t.rooms.flatMap((r) => r.characters ?? []).map((c) => c.key));
  const out: string[] = [];
  const need = (ok: boolean, what: string) => void (ok || out.push(what));
  need(rooms.has(t.start), `start ${t.start}`);
  for (const r of t.rooms) {
    const features = new Set((r.features ?? []).map((f) => f.key));
    for (const e of r.exits) {
      need(rooms.has(e.to), `exit ${r.key}>${e.to}`);
      if (e.locked?.item) need(items.has(e.locked.item), `lock item ${e.locked.item}`);
    }
    for (const i of r.items ?? []) if (typeof i.hidden === 'object') need(features.has(i.hidden.feature), `hidden in ${i.hidden.feature}`);
    for (const f of r.features ?? []) if (f.use) need(items.has(f.use.item), `use item ${f.use.item}`);
    for (const c of r.characters ?? []) {
      if (c.gives) need(items.has(c.gives.item), `gift ${c.gives.item}`);
      if (c.captive?.requires) need(items.has(c.captive.requires), `captive needs ${c.captive.requires}`);
    }
    for (const f of r.foes ?? []) for (const d of f.drops ?? []) need(items.has(d), `drop ${d}`);
    if (r.hazard?.avoidedBy) need(items.has(r.hazard.avoidedBy), `hazard item ${r.hazard.avoidedBy}`);
    if (r.drain) need(t.trackers.some((tr) => tr.key === r.drain!.tracker), `drain ${r.drain.tracker}`);
  }
  for (const m of t.missions) {
    if (m.rule.type === 'treasure_hunt') for (const i of m.rule.items) need(items.has(i), `mission item ${i}`);
    if (m.rule.type === 'rescue') need(people.has(m.rule.character), `rescue ${m.rule.character}`);
  }
  const g = t.goal;
  if (g.kind === 'defeat') need(foes.has(g.foe), `goal foe ${g.foe}`);
  if (g.kind === 'free') need(people.has(g.character), `goal character ${g.character}`);
  if (g.kind === 'take' || g.kind === 'use') need(items.has(g.item), `goal item ${g.item}`);
  need(t.trackers.some((tr) => tr.key === 'health'), 'health tracker');
  return out;
}

describe('seeded content', () => {
  it('has five timelines: one open, four structured, at least six rooms each', () => {
    expect(DUNGEONS).toHaveLength(5);
    expect(DUNGEONS.filter((t) => t.type === 'open')).toHaveLength(1);
    for (const t of DUNGEONS) expect(t.rooms.length).toBeGreaterThanOrEqual(6);
  });

  it.each(DUNGEONS.map((t) => [t.dungeon_id, t] as const))('%s refers only to things that exist', (_, t) => {
    expect(dangling(t)).toEqual([]);
    const keys = allItems(t).map((i) => i.key);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('covers all five mission types, catalogues only in structured timelines', () => {
    const types = new Set(DUNGEONS.flatMap((t) => t.missions.map((m) => m.rule.type)));
    expect([...types].sort()).toEqual(['catalogue_the_timeline', 'challenge_mode', 'hardcore_mode', 'rescue', 'treasure_hunt']);
    const open = DUNGEONS.filter((t) => t.type === 'open');
    expect(open.flatMap((t) => t.missions).some((m) => m.rule.type === 'catalogue_the_timeline')).toBe(false);
  });

  it('binds the expedition to the three timelines and a real artifact', () => {
    expect(EXPEDITION.dungeons).toHaveLength(3);
    // Its own story: a passage for each of its Timelines won, the last with the artifact.
    expect(EXPEDITION.passages).toHaveLength(EXPEDITION.dungeons.length);
    for (const id of EXPEDITION.dungeons) expect(DUNGEONS.some((t) => t.dungeon_id === id)).toBe(true);
    expect(ARTIFACTS.some((a) => a.artifact_id === EXPEDITION.artifact)).toBe(true);
    expect(ARTIFACTS.length).toBeGreaterThanOrEqual(6);
  });

  it('lets every artifact be earned in play, more than the chooser holds, and names starters as the store grants them', () => {
    const earnable = ARTIFACTS.filter((a) => a.earned_by.kind !== 'starter');
    expect(ARTIFACTS.length).toBeGreaterThan(4);
    expect([...STARTER_ARTIFACTS].sort()).toEqual(ARTIFACTS.filter((a) => a.earned_by.kind === 'starter').map((a) => a.artifact_id).sort());
    // A mission award names a mission type some Timeline offers; an expedition award names the expedition.
    const types = new Set(DUNGEONS.flatMap((t) => t.missions.map((m) => m.rule.type)));
    for (const a of earnable) {
      if (a.earned_by.kind === 'mission') expect(types.has(a.earned_by.mission), a.artifact_id).toBe(true);
      if (a.earned_by.kind === 'expedition') expect(a.earned_by.expedition).toBe(EXPEDITION.expedition_id);
    }
    expect(ARTIFACTS.find((a) => a.artifact_id === EXPEDITION.artifact)?.earned_by).toEqual({ kind: 'expedition', expedition: EXPEDITION.expedition_id });
  });
});
