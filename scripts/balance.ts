/**
 * The numbers behind the world: how often a careful Historian survives each Timeline (its winning and its
 * first-time scripts at many seeds), how well the parser reads its corpus, how big the world is (words,
 * turns, hours) and how the rank and season curve climbs through it.
 * `node --import tsx scripts/balance.ts [seeds]` (default 300).
 */
import { memories } from '../server/content';
import { MEMORY_POINTS, RANKS } from '../server/content/account/ranks';
import { MAX_SEASON_LEVEL, SEASON_POINTS_PER_LEVEL } from '../server/content/account/season';
import { DUNGEONS } from '../server/content/dungeons';
import type { DungeonSeed } from '../server/content/dungeon-types';
import { EXPEDITION } from '../server/content/expedition';
import { EXPEDITION_POINTS, missionPoints, VICTORY_POINTS } from '../server/engine/dungeon';
import { survival } from '../tests/engine/balance';
import { ALEXANDRIA } from '../tests/engine/corpus/alexandria';
import { CONSTANTINOPLE } from '../tests/engine/corpus/constantinople';
import type { RoomCases } from '../tests/engine/corpus/corpus-types';
import { deedOf, matches, stateAt } from '../tests/engine/corpus/deed';
import { HAARLEM } from '../tests/engine/corpus/haarlem';
import { SAMARKAND } from '../tests/engine/corpus/samarkand';
import { THINGVELLIR } from '../tests/engine/corpus/thingvellir';
import { CONSTANTINOPLE_FIRST_TIME, HAARLEM_FIRST_TIME, LIBRARY_FIRST_TIME, SAMARKAND_FIRST_TIME, THINGVELLIR_FIRST_TIME } from '../tests/engine/first-time-scripts';
import type { Step } from '../tests/engine/helpers';
import { CONSTANTINOPLE_SCRIPT, HAARLEM_SCRIPT, LIBRARY_SCRIPT, SAMARKAND_SCRIPT, THINGVELLIR_SCRIPT } from '../tests/engine/scripts';

const SEEDS = Number(process.argv[2] ?? 300);
const SCRIPTS: Record<string, [Step[], Step[], RoomCases[]]> = {
  'library-burned-twice': [LIBRARY_SCRIPT, LIBRARY_FIRST_TIME, ALEXANDRIA],
  'night-market-samarkand': [SAMARKAND_SCRIPT, SAMARKAND_FIRST_TIME, SAMARKAND],
  'chain-golden-horn': [CONSTANTINOPLE_SCRIPT, CONSTANTINOPLE_FIRST_TIME, CONSTANTINOPLE],
  'tulip-haarlem': [HAARLEM_SCRIPT, HAARLEM_FIRST_TIME, HAARLEM],
  'cloak-law-rock': [THINGVELLIR_SCRIPT, THINGVELLIR_FIRST_TIME, THINGVELLIR],
};

const pct = (a: number, b: number) => `${((100 * a) / b).toFixed(1)} %`;
const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

/** Every word a player reads in a Timeline: rooms, things, people, checks, victories and endings. */
function dungeonWords(t: DungeonSeed): number {
  const texts: string[] = [t.description, t.victory_text, ...(t.victory_notes ?? []).map((n) => n.text), t.game_over.action_counter_zero, t.game_over.deadly_failure];
  for (const r of t.rooms) {
    texts.push(r.description, ...(r.stateNotes ?? []).map((n) => n.text), r.milestone ?? '', r.searchEmpty ?? '', r.drain?.text ?? '');
    for (const i of r.items ?? []) texts.push(i.publicDescription);
    for (const f of r.features ?? []) texts.push(f.description, ...(f.stateNotes ?? []).map((n) => n.text), f.use?.text ?? '', f.check?.success ?? '');
    for (const c of r.characters ?? []) texts.push(...c.lines.map((l) => (typeof l === 'string' ? l : l.text)), c.gives?.line ?? '', c.gives?.text ?? '', c.captive?.keyText ?? '', c.captive?.freedText ?? '');
    for (const f of r.foes ?? []) texts.push(f.description, f.defeatedText, ...(f.lines ?? []), f.parley?.success ?? '');
    for (const e of r.exits) texts.push(e.locked?.unlockText ?? '');
  }
  for (const i of t.items) texts.push(i.publicDescription);
  return texts.reduce((n, x) => n + words(x), 0);
}

function main(): void {
  console.log(`\n## Survival of a careful Historian (${SEEDS} seeds, no resurrection)\n`);
  console.log('| Timeline | script | victory | deadly | collapse | stuck | mean actions / budget |');
  console.log('|---|---|---|---|---|---|---|');
  const firstActions = new Map<string, number>();
  for (const t of DUNGEONS) {
    const [win, first] = SCRIPTS[t.dungeon_id]!;
    for (const [name, steps] of [['winning', win], ['first-time', first]] as const) {
      const r = survival(t, steps, SEEDS);
      if (name === 'first-time') firstActions.set(t.dungeon_id, r.meanActions);
      console.log(`| ${t.name} | ${name} | ${pct(r.victory, r.runs)} | ${r.deadly_failure} | ${r.action_counter_zero} | ${r.stuck} | ${r.meanActions.toFixed(1)} / ${t.actions} |`);
    }
  }

  console.log('\n## The parser on its corpus\n');
  let total = 0;
  const misses: string[] = [];
  for (const t of DUNGEONS) {
    for (const { room, setup, cases } of SCRIPTS[t.dungeon_id]![2]) {
      for (const [text, expected] of cases) {
        total++;
        const got = deedOf(t, stateAt(t, room, setup), text);
        if (!matches(expected, got)) misses.push(`${t.dungeon_id}/${room}: "${text}" → ${got} (expected ${expected})`);
      }
    }
  }
  console.log(`${total - misses.length} of ${total} commands read as meant: ${pct(total - misses.length, total)}`);
  for (const m of misses) console.log(`  miss: ${m}`);

  console.log('\n## The size of the world\n');
  // A typed turn on a phone: ~20 s to type, ~25 s to read the answer, ~10 s to think. The turns of a first
  // playthrough: the actions its careful script spends (retries included), plus a fifth more for looks,
  // helps and inputs the game cannot place (the issue's own playtest typed 174 turns over three Timelines).
  const TURN_SECONDS = 55;
  const hoursOf = new Map<string, number>();
  for (const t of DUNGEONS) {
    const turns = Math.round((firstActions.get(t.dungeon_id) ?? 0) * 1.2);
    const h = (turns * TURN_SECONDS) / 3600;
    hoursOf.set(t.name, h);
    console.log(`- ${t.name}: ${dungeonWords(t)} words of text, ~${turns} turns on a first playthrough, ~${h.toFixed(2)} h`);
  }
  // The Expedition's own story, read on the victory cards of its Timelines at 200 words a minute.
  const passageWords = EXPEDITION.passages.reduce((n, p) => n + words(p.title) + words(p.text), 0);
  hoursOf.set('The Expedition', passageWords / 200 / 60);
  console.log(`- ${EXPEDITION.name} (its passages): ${passageWords} words, ~${hoursOf.get('The Expedition')!.toFixed(2)} h`);
  for (const m of memories) {
    const w = m.adventures.reduce(
      (n, a) => n + a.chapters.reduce((k, c) => k + c.blocks.reduce((x, b) => x + words(b.text), 0) + (c.moment?.branches ?? []).reduce((x, b) => x + b.outcome.reduce((y, o) => y + words(o.text), 0), 0) + (c.recalls ?? []).reduce((x, r) => x + r.blocks.reduce((y, o) => y + words(o.text), 0), 0), 0),
      0,
    );
    const choices = m.adventures.reduce((n, a) => n + a.chapters.filter((c) => c.moment).length, 0);
    // Read at 200 words a minute, a minute per choice; worth rereading for its other branches: once and a half.
    const h = ((w / 200 + choices) / 60) * 1.5;
    hoursOf.set(m.name, h);
    console.log(`- ${m.name}: ${w} words, ${choices} choices, ~${h.toFixed(2)} h`);
  }
  const hours = [...hoursOf.values()].reduce((a, b) => a + b, 0);
  console.log(`World: ~${hours.toFixed(1)} hours`);

  console.log('\n## The rank and season curve\n');
  // A player who alternates: a Timeline, then a Memory, and so on (the Sanctum shows both); the Expedition's
  // bonus comes with the last of its Timelines. 'First everywhere' is the first Historian ever on a fresh
  // server (first-completion mission points); 'shared world' is everyone after them.
  type Step = [name: string, points: (first: boolean) => number];
  const timelines: Step[] = DUNGEONS.map((t) => [t.name, (first: boolean) => VICTORY_POINTS + t.missions.reduce((n, m) => n + missionPoints(m.rule.type, first), 0)]);
  const memorySteps: Step[] = memories.map((m) => [m.name, () => m.adventures.length * MEMORY_POINTS.adventure + MEMORY_POINTS.memory]);
  const order: Step[] = [];
  for (let i = 0; i < Math.max(timelines.length, memorySteps.length); i++) {
    if (timelines[i]) order.push(timelines[i]!);
    const lastOfExpedition = DUNGEONS[i] && EXPEDITION.dungeons.at(-1) === DUNGEONS[i]!.dungeon_id;
    if (lastOfExpedition) order.push(['The Expedition', () => EXPEDITION_POINTS]);
    if (memorySteps[i]) order.push(memorySteps[i]!);
  }
  const rank = (p: number) => RANKS.filter((r) => r.min_points <= p).at(-1)!;
  const level = (p: number) => Math.min(MAX_SEASON_LEVEL, 1 + Math.floor(p / SEASON_POINTS_PER_LEVEL));
  console.log('| after | hours | points (first everywhere) | rank | season | points (shared world) | rank | season |');
  console.log('|---|---|---|---|---|---|---|---|');
  let solo = 0;
  let shared = 0;
  let clock = 0;
  const reached = new Map<number, [string, number][]>();
  for (const [name, points] of order) {
    const before = rank(shared).rank;
    solo += points(true);
    shared += points(false);
    clock += hoursOf.get(name) ?? 0;
    for (const r of RANKS.filter((x) => x.rank > before && x.rank <= rank(shared).rank)) reached.set(r.rank, [[name, clock]]);
    console.log(`| ${name} | ${clock.toFixed(1)} | ${solo} | ${rank(solo).rank} ${rank(solo).title} | ${level(solo)} | ${shared} | ${rank(shared).rank} | ${level(shared)} |`);
  }
  console.log(`\nTop rank at ${RANKS.at(-1)!.min_points} points; the season pass full at ${(MAX_SEASON_LEVEL - 1) * SEASON_POINTS_PER_LEVEL}; the Expedition's Timelines: ${EXPEDITION.dungeons.join(', ')}`);
  console.log('\nWhere each rank falls in the shared world (by the end of):');
  for (const r of RANKS.slice(1)) {
    const at = reached.get(r.rank)?.[0];
    console.log(`- rank ${r.rank} ${r.title} (${r.min_points}): ${at ? `${at[0]}, ~${at[1].toFixed(1)} h` : 'not reached'}`);
  }
}

main();
