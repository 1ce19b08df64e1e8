/** Sagas: the story a Memory or a custom story belongs to, its custom stories, echoes and trading cards. */
import { cardsApi } from './cards';
import { customStoryApi } from './custom-story';
import { echoesApi } from './echoes';
import { sagaApi } from './saga';

export * from './cards';
export * from './custom-story';
export * from './echoes';
export * from './saga';

export const sagasApi = {
  ...sagaApi,
  ...customStoryApi,
  ...echoesApi,
  ...cardsApi,
} as const;
