/**
 * Scores a blind round of the parser (tests/engine/corpus/blind.ts): how many commands the engine takes as
 * their writers meant, by writer and by style, and every miss. Usage:
 *   node --import tsx scripts/parser-score.ts <round-dir-or-name> [--misses]
 */
import { existsSync } from 'node:fs';
import { basename } from 'node:path';
import { loadRound, score, type Scored } from '../tests/engine/corpus/blind';

const arg = process.argv[2];
if (!arg) throw new Error('usage: parser-score.ts <round-dir-or-name> [--misses]');
const cases = existsSync(arg) ? loadRound(basename(arg), arg) : loadRound(arg);
const scored = score(cases);
const pct = (xs: Scored[]) => `${xs.filter((x) => x.ok).length}/${xs.length} (${((100 * xs.filter((x) => x.ok).length) / Math.max(1, xs.length)).toFixed(1)} %)`;
console.log(`${arg}: ${pct(scored)}`);
const by = (key: (s: Scored) => string) => {
  const groups = new Map<string, Scored[]>();
  for (const s of scored) groups.set(key(s), [...(groups.get(key(s)) ?? []), s]);
  return [...groups].sort((a, b) => b[1].length - a[1].length).map(([k, v]) => `  ${k}: ${pct(v)}`).join('\n');
};
console.log(`by writer:\n${by((s) => s.writer)}`);
console.log(`by meaning:\n${by((s) => s.expected.replace(/[:+].*$/, ''))}`);
if (process.argv.includes('--misses')) {
  for (const s of scored.filter((x) => !x.ok)) console.log(`MISS ${s.writer} ${s.dungeon}/${s.room}${s.setup?.before ? ` after [${s.setup.before.join('; ')}]` : ''}: "${s.text}" → ${s.got}, meant ${s.expected}`);
}
