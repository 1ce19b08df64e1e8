/** The discussion pages, loaded on demand by the router. */
export const commentsPages = {
  sagaComments: () => import('./CommentsPage'),
  dungeonComments: () => import('./DungeonCommentsPage'),
};
