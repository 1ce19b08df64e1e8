/** The discussion pages, loaded on demand by the router. */
export const commentsPages = {
  sagaComments: () => import('./SagaCommentsPage'),
  dungeonComments: () => import('./DungeonCommentsPage'),
  chapterComments: () => import('./ChapterCommentsPage'),
  /** A comment's replies, in any thread (the route names the thread). */
  replies: () => import('./RepliesPage'),
};
