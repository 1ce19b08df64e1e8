/**
 * Every scene of the world by art key: Timeline covers and rooms, Memory covers, the Expedition, banners,
 * the Priority Alert's slides.
 */
import type { SceneSeed } from '../art-types';
import { ALERT_SCENES } from './scenes-alert';
import { ALEXANDRIA_SCENES } from './scenes-alexandria';
import { CONSTANTINOPLE_SCENES } from './scenes-constantinople';
import { HAARLEM_SCENES } from './scenes-haarlem';
import { EXTRA_SCENES, MEMORY_SCENES } from './scenes-memories';
import { SAMARKAND_SCENES } from './scenes-samarkand';
import { THINGVELLIR_SCENES } from './scenes-thingvellir';

export const SCENES: Record<string, SceneSeed> = {
  ...ALEXANDRIA_SCENES,
  ...SAMARKAND_SCENES,
  ...CONSTANTINOPLE_SCENES,
  ...HAARLEM_SCENES,
  ...THINGVELLIR_SCENES,
  ...MEMORY_SCENES,
  ...EXTRA_SCENES,
  ...ALERT_SCENES,
};
