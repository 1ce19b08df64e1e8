/** The story domains' calls (memories' extra calls, custom stories, quick play, echoes, cards, discussions), combined from their files. */
import { cardsApi } from './cards';
import { storiesCustomApi } from './stories-custom';
import { storiesDiscussionsApi } from './stories-discussions';
import { storiesEchoesApi } from './stories-echoes';
import { storiesMemoriesApi } from './stories-memories';
import { storiesSagasApi } from './stories-sagas';

export * from './cards';
export * from './stories-custom';
export * from './stories-discussions';
export * from './stories-echoes';
export * from './stories-memories';
export * from './stories-sagas';

export const storiesApi = {
  ...storiesMemoriesApi,
  ...storiesDiscussionsApi,
  ...storiesSagasApi,
  ...storiesCustomApi,
  ...storiesEchoesApi,
  ...cardsApi,
} as const;
