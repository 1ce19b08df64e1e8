/**
 * docs/architecture.md stays true: its tables of writes, commands, pulls and server domains name exactly what
 * the registries hold. A write, a command or a pull added without its row (or a row left behind) fails here.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SERVER_DOMAIN_ORDER } from '../../eslint/walls.js';
import { commands } from '../../worker/commands';
import { firstPulls } from '../../worker/sync/first-pulls';
import { crawlPulls } from '../../worker/sync/crawl-pull';
import { morePulls } from '../../worker/sync/more-pulls';
import { writes } from '../../worker/writes';
import { WRITE_KINDS } from '../../worker/writes/kinds';

const doc = readFileSync(join(import.meta.dirname, '..', '..', 'docs', 'architecture.md'), 'utf8');

/** The rows of the table whose header's first cell is `first`, as cells (backticks kept). */
function table(first: string): string[][] {
  const lines = doc.split('\n');
  const start = lines.findIndex((l) => l.startsWith(`| ${first} |`));
  if (start < 0) throw new Error(`docs/architecture.md has no table headed "${first}"`);
  const rows: string[][] = [];
  for (const line of lines.slice(start + 2)) {
    if (!line.startsWith('|')) break;
    rows.push(line.slice(1, -1).split('|').map((c) => c.trim()));
  }
  return rows;
}

/** A table's first column: each cell one `name`. */
const names = (rows: string[][]): string[] =>
  rows.map(([cell = '']) => {
    const name = /^`([^`]+)`$/.exec(cell)?.[1];
    if (!name) throw new Error(`a row of docs/architecture.md names no \`thing\`: ${cell}`);
    return name;
  });

const sorted = (xs: Iterable<string>): string[] => [...xs].sort();

describe('docs/architecture.md', () => {
  it('lists every write kind, and no other, in its table of writes', () => {
    expect(sorted(names(table('Kind')))).toEqual(sorted(Object.keys(writes)));
    expect(sorted(WRITE_KINDS)).toEqual(sorted(Object.keys(writes)));
  });

  it('lists every online command, and no other, in its table of commands', () => {
    expect(sorted(names(table('Command')))).toEqual(sorted(Object.keys(commands)));
  });

  it('lists every pull, and says where it loads from', () => {
    const rows = table('Resource kind');
    const loaded = Object.fromEntries(names(rows).map((kind, i) => [kind, rows[i]?.at(-1)]));
    expect(loaded).toEqual({
      ...Object.fromEntries(Object.keys(firstPulls).map((k) => [k, 'with the worker'])),
      ...Object.fromEntries(Object.keys(morePulls).map((k) => [k, 'on first need'])),
      ...Object.fromEntries(Object.keys(crawlPulls).map((k) => [k, 'on first need, alone'])),
    });
  });

  it("orders the server's domains as the lint holds them", () => {
    expect(names(table('Domain'))).toEqual(SERVER_DOMAIN_ORDER);
  });

  it('names every step of adding a write, a command and a pull', () => {
    const section = (heading: string): string => doc.split(`### ${heading}\n`)[1]?.split('\n#')[0] ?? '';
    expect(section('Adding a write')).toContain('worker/writes/kinds.ts');
    expect(section('Adding a command')).toContain('worker/commands/names.ts');
    expect(section('Adding a pull')).toContain('worker/sync/more-pulls.ts');
  });
});
