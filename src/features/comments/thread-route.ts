import type { Params } from 'react-router-dom';
import type { ThreadRef } from '../../db';
import { parseChapter, paths } from '../../lib/paths';

/** The thread a discussion route is about, and the page of its comments (where a replies page goes back to). */
export interface ThreadRoute {
  ref: ThreadRef;
  commentsPath: string;
  repliesOf: (commentId: string) => string;
}

export function threadOfRoute(params: Params): ThreadRoute | null {
  if (params.sagaId) {
    const sagaId = params.sagaId;
    return { ref: { kind: 'saga', target_id: sagaId }, commentsPath: paths.sagaComments(sagaId), repliesOf: (id) => paths.sagaReplies(sagaId, id) };
  }
  if (params.dungeonId) {
    const dungeonId = params.dungeonId;
    return { ref: { kind: 'dungeon', target_id: dungeonId }, commentsPath: paths.dungeonComments(dungeonId), repliesOf: (id) => paths.dungeonReplies(dungeonId, id) };
  }
  const chapter = parseChapter(params.chapter);
  const { seriesId, adventureId } = params;
  if (!seriesId || !adventureId || chapter === null) return null;
  return {
    ref: { kind: 'adventure', target_id: adventureId, chapter },
    commentsPath: paths.chapterComments(seriesId, adventureId, chapter),
    repliesOf: (id) => paths.chapterReplies(seriesId, adventureId, chapter, id),
  };
}
