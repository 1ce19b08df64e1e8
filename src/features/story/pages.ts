/** The custom story's screens, loaded on demand by the router. */
export const storyPages = {
  story: () => import('./StoryPage'),
  storyLoader: () => import('./StoryLoaderPage'),
  quickPlay: () => import('./QuickPlayPage'),
  quickPlayLoader: () => import('./QuickPlayLoaderPage'),
};
