/** Every scene of the world by art key: Timeline covers and rooms, Memory covers, the Expedition, banners. */
import type { SceneSeed } from '../art-types';
import { CONSTANTINOPLE_SCENES } from './scenes-constantinople';

export const SCENES: Record<string, SceneSeed> = {
  ...CONSTANTINOPLE_SCENES,
};
