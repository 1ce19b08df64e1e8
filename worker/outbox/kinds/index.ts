import type { EndpointName } from '../../../src/contract';
import type { OutboxKind } from '../../../src/db';
import { choiceKind } from './choice';
import { commentKind } from './comment';
import { dungeonChoiceKind } from './dungeon-choice';
import { dungeonCommentKind } from './dungeon-comment';
import type { OutboxKindSpec } from './kind';
import { journalKind } from './journal';
import { ratingKind } from './rating';
import { roomNoteKind } from './room-note';

export type { OutboxKindSpec } from './kind';

/** Every kind of write the outbox carries: a new OutboxKind does not compile until it is here. */
export const KINDS: Record<OutboxKind, OutboxKindSpec<EndpointName>> = {
  choice: choiceKind,
  comment: commentKind,
  dungeonComment: dungeonCommentKind,
  rating: ratingKind,
  dungeonChoice: dungeonChoiceKind,
  journal: journalKind,
  roomNote: roomNoteKind,
};
