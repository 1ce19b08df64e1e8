import type { OutboxKind } from '../../src/db';

/**
 * Every write's kind, known without loading the writes themselves: worker/api.ts binds one API method to
 * each and loads the write path on the first call. A kind of src/db's OutboxWrites missing here (or one
 * too many) does not compile.
 */
export const WRITE_KINDS = Object.keys({
  chapterChoose: true,
  commentPost: true,
  ratingSet: true,
  turnPlay: true,
  journalEntryAdd: true,
  journalSegmentAdd: true,
  roomNoteAdd: true,
  roomNoteDelete: true,
  userBlock: true,
  userUnblock: true,
  shareRewardRecord: true,
  creatorFollow: true,
  creatorUnfollow: true,
  subscribeOptionDismiss: true,
  promptDismiss: true,
  storyCreate: true,
  storyChoose: true,
  storyDelete: true,
  echoFeature: true,
  echoesConfirm: true,
  feedbackSend: true,
  avatarSelect: true,
  avatarNewClear: true,
  cardPublicSet: true,
  friendAdd: true,
  notificationRead: true,
  notificationReadAll: true,
  commentReport: true,
} satisfies Record<OutboxKind, true>) as OutboxKind[];
