/**
 * A long thread's reads: `node --import tsx bench/comments.bench.ts`.
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
import { inTransaction, openDb, type Db } from '../server/store/db';
import { seedContent } from '../server/store/memories/seeded-memories';
import { iso } from '../server/store/query';
import { findOrCreateUser } from '../server/store/users';
import { isMain } from './support/main';

const start = Date.parse('2026-01-01T00:00:00Z');

async function fill(db: Db, authors: string[], thread: Thread, chapter: number | null, comments: number): Promise<string[]> {
  const tops: string[] = [];
  await inTransaction(db, async (trx) => {
    for (let i = 0; i < comments; i++) {
      const reply = i % 3 === 2 && tops.length > 0;
      const id = randomUUID();
      await insertComment(trx, {
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
  });
  return tops;
}

export interface Timed {
  label: string;
  /** Sorted. */
  times: number[];
  /** Bytes of the last answer as JSON. */
  bytes: number;
  /** Comments in the last answer (a count's answer: the count). */
  items: number;
}

async function time(label: string, runs: number, work: () => Promise<{ comments: unknown[] } | number>): Promise<Timed> {
  const times: number[] = [];
  let result: { comments: unknown[] } | number = 0;
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    result = await work();
    times.push(performance.now() - started);
  }
  return { label, times: times.sort((a, b) => a - b), bytes: JSON.stringify(result).length, items: typeof result === 'number' ? result : result.comments.length };
}

const THREADS: { label: string; thread: Thread; chapter: number | null }[] = [
  { label: 'saga thread', thread: { kind: 'saga', target_id: 'saga-glassblowers-oath', chapters: null }, chapter: null },
  { label: 'dungeon thread', thread: { kind: 'dungeon', target_id: 'library-burned-twice', chapters: null }, chapter: null },
  { label: 'chapter 2 of an adventure thread', thread: { kind: 'adventure', target_id: 'glassblowers-oath-1', chapters: 3 }, chapter: 2 },
];

export async function measure({ comments = 10_000, runs = 10 } = {}): Promise<{ label: string; tops: number; reads: Timed[] }[]> {
  const db = await openDb(':memory:');
  try {
    // The seeded world: a thread's reads check that its saga, Timeline or adventure exists.
    await seedContent(db, creators, memories, start);
    await setUpDungeons(db, start);
    const authors: string[] = [];
    for (let i = 0; i < 50; i++) authors.push((await findOrCreateUser(db, `reader${i}@example.com`, start)).user_id);
    const reader = authors[0]!;
    await block(db, reader, authors[1]!, start);
    await block(db, reader, authors[2]!, start);
    const measured: { label: string; tops: number; reads: Timed[] }[] = [];
    for (const { label, thread, chapter } of THREADS) {
      const tops = await fill(db, authors, thread, chapter, comments);
      const reads = [
        await time('list (top-level, newest first, reply counts)', runs, () => threadComments(db, reader, thread, chapter)),
        await time('replies of the busiest comment', runs * 2, () => commentReplies(db, reader, tops[0]!, Date.now())),
        ...(thread.kind === 'adventure' ? [] : [await time('discussion_count of the page', runs * 5, () => discussionCount(db, thread.kind as 'saga' | 'dungeon', thread.target_id, reader))]),
      ];
      measured.push({ label, tops: tops.length, reads });
    }
    return measured;
  } finally {
    await db.destroy();
  }
}

if (isMain(import.meta.url)) {
  const comments = 10_000;
  console.log(`three threads of ${comments} comments each, read by a player who blocked 2 of 50 authors`);
  for (const { label, tops, reads } of await measure({ comments })) {
    console.log(`${label} (${tops} top-level):`);
    for (const r of reads) {
      console.log(`  ${r.label}: median ${r.times[Math.floor(r.times.length / 2)]!.toFixed(1)} ms, max ${r.times.at(-1)!.toFixed(1)} ms (${(r.bytes / 1024).toFixed(0)} KiB answered)`);
    }
  }
}
