/**
 * A long thread's reads: `node --import tsx bench/comments.bench.ts`. Not part of the tests.
 * Fills a saga's thread, a dungeon's thread and one chapter of an adventure's thread with 10,000
 * comments each (a third of them replies, 50 authors, the reader blocking two) and times, per thread,
 * the list, the replies of the busiest comment and the count, as the comments domain reads them.
 */
import { randomUUID } from 'node:crypto';
import { creators, memories } from '../server/content';
import { discussionCount } from '../server/comments/counts';
import { setUpDungeons } from '../server/dungeons/setup';
import { commentReplies, threadComments } from '../server/comments/reading';
import type { Thread } from '../server/comments/threads';
import { block } from '../server/store/account/social';
import { insertComment } from '../server/store/comments';
import { openDb } from '../server/store/db';
import { seedContent } from '../server/store/memories/seeded-memories';
import { iso } from '../server/store/stmt';
import { findOrCreateUser } from '../server/store/users';

const COMMENTS = 10_000;
const db = openDb(':memory:');
const start = Date.parse('2026-01-01T00:00:00Z');
// The seeded world: a thread's reads check that its saga, Timeline or adventure exists.
seedContent(db, creators, memories, start);
setUpDungeons(db, start);
const authors = Array.from({ length: 50 }, (_, i) => findOrCreateUser(db, `reader${i}@example.com`, start).user_id);
const reader = authors[0]!;
block(db, reader, authors[1]!, start);
block(db, reader, authors[2]!, start);

function fill(thread: Thread, chapter: number | null): string[] {
  const tops: string[] = [];
  db.transaction(() => {
    for (let i = 0; i < COMMENTS; i++) {
      const reply = i % 3 === 2 && tops.length > 0;
      const id = randomUUID();
      insertComment(db, {
        comment_id: id,
        kind: thread.kind,
        target_id: thread.target_id,
        chapter,
        parent_id: reply ? tops[i % 7 === 0 ? 0 : tops.length - 1]! : null,
        user_id: authors[i % authors.length]!,
        text: `Comment ${i}`,
        is_spoiler: i % 11 === 0,
        created_at: iso(start + i * 1000),
      });
      if (!reply) tops.push(id);
    }
  })();
  return tops;
}

function time(label: string, runs: number, work: () => unknown): void {
  const times: number[] = [];
  let result: unknown;
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    result = work();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const size = (JSON.stringify(result).length / 1024).toFixed(0);
  console.log(`  ${label}: median ${times[Math.floor(runs / 2)]!.toFixed(1)} ms, max ${times.at(-1)!.toFixed(1)} ms (${size} KiB answered)`);
}

const threads: { label: string; thread: Thread; chapter: number | null }[] = [
  { label: 'saga thread', thread: { kind: 'saga', target_id: 'saga-glassblowers-oath', chapters: null }, chapter: null },
  { label: 'dungeon thread', thread: { kind: 'dungeon', target_id: 'library-burned-twice', chapters: null }, chapter: null },
  { label: 'chapter 2 of an adventure thread', thread: { kind: 'adventure', target_id: 'glassblowers-oath-1', chapters: 3 }, chapter: 2 },
];
const filled = threads.map((t) => ({ ...t, tops: fill(t.thread, t.chapter) }));

console.log(`three threads of ${COMMENTS} comments each, read by a player who blocked 2 of 50 authors`);
for (const { label, thread, chapter, tops } of filled) {
  console.log(`${label} (${tops.length} top-level):`);
  time('list (top-level, newest first, reply counts)', 10, () => threadComments(db, reader, thread, chapter));
  time('replies of the busiest comment', 20, () => commentReplies(db, reader, tops[0]!, Date.now()));
  if (thread.kind !== 'adventure') time('discussion_count of the page', 50, () => discussionCount(db, thread.kind as 'saga' | 'dungeon', thread.target_id, reader));
}
