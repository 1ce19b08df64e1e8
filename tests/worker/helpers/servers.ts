/** Fake servers for the writes: each answers a call the way the reference server does. */
import type { Comment } from '../../../src/contract';
import { input, narrative, progress, turn } from './dungeon-fixtures';
import type { FakeNetwork } from './fake-network';
import { comment } from './fixtures';

export const ADD_COMMENT = '/sagas/:sagaId/add-comment/';
export const CONTINUE = '/dungeon/:id/continue/';
export const PROGRESS = '/dungeon/:id/user-progress/';
export const DETAILS = '/dungeon/:id/details/';

/** Answers a saga's add-comment with a new comment carrying the posted text. */
export function acceptComments(net: FakeNetwork): void {
  let n = 0;
  net.on('POST', ADD_COMMENT, (req, { sagaId }) => {
    const body = req.body as { text: string; parent_id?: string | null };
    return { status: 201, body: comment(`c${++n}`, { target_id: sagaId ?? '', text: body.text, parent_id: body.parent_id ?? null }) };
  });
}

/** A Timeline discussion comment, as the server answers it. */
export const discussion = (id: string, over: Partial<Comment> = {}): Comment =>
  comment(id, { kind: 'dungeon', target_id: 'd1', text: `comment ${id}`, ...over });

/** Answers a Timeline's add-comment with a new comment carrying the posted text. */
export function acceptDungeonComments(net: FakeNetwork): void {
  let n = 0;
  net.on('POST', '/dungeon/:dungeonId/add-comment/', (req, { dungeonId }) => {
    const body = req.body as { text: string };
    return { status: 201, body: discussion(`dc${++n}`, { target_id: dungeonId ?? '', text: body.text }) };
  });
}

/** A server that plays each Timeline choice: the player's input, then a paragraph answering it. */
export function playChoices(net: FakeNetwork): string[] {
  const history = [narrative(0)];
  const seen: string[] = [];
  net.on('PUT', CONTINUE, (req) => {
    const { text, after_seq } = req.body as { text: string; after_seq?: number };
    seen.push(text);
    const played = [input(history.length, text), narrative(history.length + 1, `After “${text}”.`)];
    history.push(...played);
    // As the server does: every event after the one the client names, else the turn's own.
    const events = after_seq === undefined ? played : history.filter((e) => e.seq > after_seq);
    return { status: 200, body: turn(progress('d1', [...history]), events, { new_items: [{ name: 'Key', icon: '/k.png', quantity: 1, publicDescription: 'Opens.' }] }) };
  });
  return seen;
}
