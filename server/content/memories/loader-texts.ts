/** Helper phrases the loader rotates while a chapter is prepared (in-play §2 Loader). */
export const LOADING_PHRASES: readonly string[] = [
  'Dusting off the pages of the memory…',
  'Lighting the Historian’s lamp…',
  'Listening for the first voice in the room…',
  'Unfolding the map the right way up…',
  'Asking the archive to remember a little harder…',
  'Sharpening quills, steadying hands…',
  'Stepping between one heartbeat and the next…',
];

/** End-screen texts (in-play §4 Ending), by what comes next. */
export const END_TEXTS = {
  next_available: { title: 'Memory Fragment Collected', caption: (next: string) => `The memory goes on: “${next}” is ready to play.` },
  coming_soon: { title: 'To Be Continued', caption: (series: string) => `The next fragment of ${series} is still being recovered. It will be ready soon.` },
  end_of_series: { title: 'The Memory Is Complete', caption: (series: string) => `You have walked every fragment of ${series}. The archive will remember that you were here.` },
} as const;
