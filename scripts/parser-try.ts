/**
 * Plays commands in one room and prints the deed each was taken as and the game's answer. Usage:
 *   node --import tsx scripts/parser-try.ts <dungeon> <room> '<setup json>' 'command' ['command' ...]
 * Each command is read in the room's setup state (not one after another).
 */
import { DUNGEONS } from '../server/content/dungeons';
import { act } from '../server/engine/dungeon';
import { blindState } from '../tests/engine/corpus/blind';
import { deedOf } from '../tests/engine/corpus/deed';
import { NOW } from '../tests/engine/helpers';

const [dungeon, room, setupJson, ...commands] = process.argv.slice(2);
const t = DUNGEONS.find((d) => d.dungeon_id === dungeon);
if (!t || !room) throw new Error(`usage: parser-try.ts <dungeon> <room> '<setup json>' 'command' ... (dungeons: ${DUNGEONS.map((d) => d.dungeon_id).join(', ')})`);
const setup = setupJson ? (JSON.parse(setupJson) as Parameters<typeof blindState>[1]['setup']) : undefined;
for (const text of commands) {
  const s = blindState(t, { room, setup });
  const deed = deedOf(t, s, text);
  const out = act(t, s, text, { now: NOW });
  const said = out.events.map((e) => ('text' in e ? String((e as { text: unknown }).text) : JSON.stringify(e))).join(' | ');
  console.log(`${text}\n  → ${deed}\n  ${said.slice(0, 300)}`);
}
