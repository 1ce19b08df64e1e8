/**
 * What a fault scenario queues, and how it checks the server got it: every write once, none lost, and each
 * thread's comments and the crawl's turns and notes in the order they were made.
 */
import { expect } from '@playwright/test';
import type { Comment, CommentList, DungeonDetails, DungeonProgress } from '../../src/contract';
import type { Server } from '../fixtures';
import type { PlannedWrite } from './worker-driver';

export const LIBRARY = 'library-burned-twice';
const SAGAS = ['saga-glassblowers-oath', 'saga-salt-cartographer'];
const SERIES = ['glassblowers-oath', 'salt-cartographer'];

export interface Plan {
  writes: PlannedWrite[];
  /** Per thread ('saga:ID', 'dungeon:ID'), its comments' texts in the order made. */
  threads: Map<string, string[]>;
  /** The crawl's writes in the order made: 'turn:TEXT' and 'note:TEXT'. */
  crawl: string[];
  ratings: number;
}

/**
 * `n` writes of four kinds over six scopes, each text tagged so scenarios sharing the server stay apart:
 * 4 in 10 comments in two sagas' threads, 2 in the Timeline's thread, 2 Timeline choices (look: no action
 * spent, so no crawl ends), 1 note on the current room, 1 rating of one of two Memories.
 */
export function planWrites(n: number, tag: string, room: string): Plan {
  const plan: Plan = { writes: [], threads: new Map(), crawl: [], ratings: 0 };
  const thread = (key: string, text: string) => plan.threads.set(key, [...(plan.threads.get(key) ?? []), text]);
  for (let i = 0; i < n; i++) {
    const slot = i % 10;
    if (slot < 4) {
      const saga = SAGAS[i % 2]!;
      const text = `${tag} #${i} on the saga`;
      plan.writes.push({ kind: 'commentPost', input: { kind: 'saga', target_id: saga, text } });
      thread(`saga:${saga}`, text);
    } else if (slot < 6) {
      const text = `${tag} #${i} on the Timeline`;
      plan.writes.push({ kind: 'commentPost', input: { kind: 'dungeon', target_id: LIBRARY, text } });
      thread(`dungeon:${LIBRARY}`, text);
    } else if (slot < 8) {
      const text = `look around ${tag} ${i}`;
      plan.writes.push({ kind: 'turnPlay', input: { dungeon_id: LIBRARY, text } });
      plan.crawl.push(`turn:${text}`);
    } else if (slot === 8) {
      const text = `${tag} note ${i}`;
      plan.writes.push({ kind: 'roomNoteAdd', input: { dungeon_id: LIBRARY, room, text } });
      plan.crawl.push(`note:${text}`);
    } else {
      plan.writes.push({ kind: 'ratingSet', input: { target_type: 'series', target_id: SERIES[i % 20 === 9 ? 0 : 1], rating: (i % 5) + 1 } });
      plan.ratings++;
    }
  }
  return plan;
}

/** Counted on the server: every write once, in order within each thread and the crawl. */
export async function expectDelivered(server: Server, email: string, plan: Plan, tag: string): Promise<void> {
  const session = await server.signIn(email);
  const mine = (list: Comment[]) => list.filter((c) => c.text.startsWith(tag)).map((c) => c.text).reverse();
  for (const [key, texts] of plan.threads) {
    const [kind, id] = key.split(':') as ['saga' | 'dungeon', string];
    // Every page of the thread, newest first (a bench's thousand writes fill more than one).
    const path = kind === 'saga' ? `/sagas/${id}/comments/` : `/dungeon/${id}/comments/`;
    const all: Comment[] = [];
    let before: string | null = null;
    do {
      const list: CommentList = await session.get<CommentList>(before ? `${path}?before=${encodeURIComponent(before)}` : path);
      all.push(...list.comments);
      before = list.next_before;
    } while (before);
    expect(mine(all), `the thread ${key}`).toEqual(texts);
  }
  const progress = await session.get<DungeonProgress>(`/dungeon/${LIBRARY}/user-progress/`);
  const turns = progress.events.flatMap((e) => (e.type === 'input' && e.text.includes(tag) ? [`turn:${e.text}`] : []));
  expect(turns, 'the crawl’s turns').toEqual(plan.crawl.filter((w) => w.startsWith('turn:')));
  const details = await session.get<DungeonDetails>(`/dungeon/${LIBRARY}/details/`);
  expect(details.notes.map((n) => `note:${n.text}`), 'the crawl’s notes').toEqual(plan.crawl.filter((w) => w.startsWith('note:')));

  // The crawl's writes share one scope: their keyed answers were stored in the order the writes were made.
  const writes = await server.writes(email);
  const crawl = writes.filter((w) => w.path.startsWith(`/api/dungeon/${LIBRARY}/continue/`) || w.path.startsWith(`/api/dungeon/${LIBRARY}/user-progress/`));
  expect(crawl.map((w) => (w.path.endsWith('/continue/') ? 'turn' : 'note')), 'turns and notes interleaved as made').toEqual(plan.crawl.map((w) => w.split(':')[0]));
  expect(writes.filter((w) => w.path === '/api/user/rating/'), 'ratings').toHaveLength(plan.ratings);
  expect(new Set(writes.map((w) => w.key)).size, 'each Idempotency-Key once').toBe(writes.length);
}
