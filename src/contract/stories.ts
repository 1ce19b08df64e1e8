/** The story domains' calls (custom stories, quick play, echoes, cards, discussions), combined from their files. */
export const storiesApi = {} as const;
