/**
 * Every player write, by kind: the one registry. The worker's API gets one method per write from it
 * (worker/api.ts), and the outbox is handed it to deliver, undo and follow up each kind. A kind of
 * src/db's OutboxWrites without its write here does not compile.
 */
import type * as z from 'zod/mini';
import type { OutboxKind } from '../../src/db';
import { avatarNewClear } from './avatar-new-clear';
import { avatarSelect } from './avatar-select';
import { cardPublicSet } from './card-public-set';
import { chapterChoose } from './chapter-choose';
import { commentPost } from './comment-post';
import { creatorFollow } from './creator-follow';
import { creatorUnfollow } from './creator-unfollow';
import type { WriteDef } from './define';
import { echoFeature } from './echo-feature';
import { echoesConfirm } from './echoes-confirm';
import { feedbackSend } from './feedback-send';
import { friendAdd } from './friend-add';
import { journalEntryAdd } from './journal-entry-add';
import { journalSegmentAdd } from './journal-segment-add';
import { notificationRead } from './notification-read';
import { notificationReadAll } from './notification-read-all';
import { commentReport } from './comment-report';
import { promptDismiss } from './prompt-dismiss';
import { ratingSet } from './rating-set';
import { roomNoteAdd } from './room-note-add';
import { roomNoteDelete } from './room-note-delete';
import { shareRewardRecord } from './share-reward-record';
import { subscribeOptionDismiss } from './subscribe-option-dismiss';
import { storyChoose } from './story-choose';
import { storyCreate } from './story-create';
import { storyDelete } from './story-delete';
import { turnPlay } from './turn-play';
import { userBlock } from './user-block';
import { userUnblock } from './user-unblock';

export const writes = {
  chapterChoose,
  commentPost,
  ratingSet,
  turnPlay,
  journalEntryAdd,
  journalSegmentAdd,
  roomNoteAdd,
  roomNoteDelete,
  userBlock,
  userUnblock,
  shareRewardRecord,
  avatarSelect,
  avatarNewClear,
  notificationRead,
  notificationReadAll,
  commentReport,
  friendAdd,
  cardPublicSet,
  creatorFollow,
  creatorUnfollow,
  subscribeOptionDismiss,
  promptDismiss,
  storyCreate,
  storyChoose,
  storyDelete,
  echoFeature,
  echoesConfirm,
  feedbackSend,
} satisfies { [K in OutboxKind]: WriteDef<K, z.ZodMiniType> };

export type Writes = typeof writes;
