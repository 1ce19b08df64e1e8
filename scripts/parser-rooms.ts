/**
 * The rooms of every Timeline as a player reads them, for the parser's blind rounds: the people who write a
 * round's commands read this and nothing of the engine. Each thing carries the key a command's meaning names
 * (docs/parser-rounds.md says the notation). Usage: node --import tsx scripts/parser-rooms.ts <out-dir>
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DUNGEONS } from '../server/content/dungeons';
import type { DungeonSeed, RoomSeed } from '../server/content/dungeon-types';
import { initialState } from '../server/engine/dungeon/start';
import { featureDescription, roomDescription } from '../server/engine/dungeon/state-text';
import { itemOf, roomOf } from '../server/engine/dungeon/world';

function room(t: DungeonSeed, r: RoomSeed): string {
  // Rooms and things read as at first sight: the notes that hold before anything has happened.
  const first = initialState(t, { seed: 1, artifacts: [], now: new Date(0).toISOString() }).world;
  const out = [`## Room \`${r.key}\`: ${r.name}`, '', roomDescription(first, r), ''];
  out.push('Ways out:');
  for (const e of r.exits) {
    const lock = e.locked ? ` — locked: "${e.locked.text}"${e.locked.item ? ` (opens with item \`${e.locked.item}\`)` : ''}` : '';
    out.push(`- ${e.label} → room \`${e.to}\` (${roomOf(t, e.to).name})${lock}`);
  }
  if (r.hazard) out.push('', `On first entry: ${r.hazard.name}.`);
  if (r.drain) out.push('', `While here: ${r.drain.text}`);
  const items = r.items ?? [];
  if (items.length) {
    out.push('', 'Items:');
    for (const i of items) {
      const how = i.hidden === 'search' ? ' (hidden: shows after searching the room)' : typeof i.hidden === 'object' ? ` (hidden: shows after examining \`${i.hidden.feature}\`)` : '';
      out.push(`- ${i.name} — item \`${i.key}\`${i.fixed ? ', part of the place (cannot be carried)' : ''}${how}: ${i.publicDescription}`);
    }
  }
  if (r.features?.length) {
    out.push('', 'Things to look at:');
    for (const f of r.features) {
      const use = f.use ? ` Using item \`${f.use.item}\` on it does something.` : '';
      out.push(`- ${f.name} — feature \`${f.key}\`: ${featureDescription(first, f)}${use}`);
    }
  }
  if (r.characters?.length) {
    out.push('', 'People:');
    for (const c of r.characters) {
      const captive = c.captive ? ` Held captive: "${c.captive.captiveText}"${c.captive.requires ? ` (freed with item \`${c.captive.requires}\`)` : ''}.` : '';
      const gives = c.gives ? ` May give item \`${c.gives.item}\` (${itemOf(t, c.gives.item).name})${c.gives.requires ? ` for item \`${c.gives.requires}\` (${itemOf(t, c.gives.requires).name})` : ''}.` : '';
      out.push(`- ${c.name} — person \`${c.key}\`. Says: "${typeof c.lines[0] === 'string' ? c.lines[0] : c.lines[0]?.text}"${captive}${gives}`);
    }
  }
  if (r.foes?.length) {
    out.push('', 'Foes:');
    for (const f of r.foes) out.push(`- ${f.name} — foe \`${f.key}\`${f.blocks?.length ? `, bars the way to ${f.blocks.map((b) => `\`${b}\``).join(', ')}` : ''}: ${f.description}`);
  }
  return out.join('\n');
}

function timeline(t: DungeonSeed): string {
  const carried = t.items.map((i) => `- ${i.name} — item \`${i.key}\`: ${i.publicDescription}`);
  return [
    `# ${t.name} (\`${t.dungeon_id}\`)`,
    '',
    t.description,
    '',
    `The player starts in \`${t.start}\` with ${t.actions} actions.`,
    ...(carried.length ? ['', 'Items given by people or dropped by foes:', ...carried] : []),
    '',
    ...t.rooms.map((r) => room(t, r) + '\n'),
  ].join('\n');
}

const dir = process.argv[2] ?? 'test-results/parser-rooms';
mkdirSync(dir, { recursive: true });
for (const t of DUNGEONS) writeFileSync(join(dir, `${t.dungeon_id}.md`), timeline(t));
console.log(`wrote ${DUNGEONS.length} Timelines to ${dir}`);
