/** Every picture of the world by art key: icons, portraits and scenes. New content adds its pictures here. */
import type { IconSeed, PortraitSeed, SceneSeed } from '../art-types';
import { APP_PICTURES } from './app-pictures';
import { ICONS as WORLD_ICONS } from './icons';
import { PORTRAITS } from './portraits';
import { SCENES } from './scenes';

const ICONS: Record<string, IconSeed> = { ...WORLD_ICONS, ...APP_PICTURES };

export { ICONS, PORTRAITS, SCENES };
export type { IconSeed, PortraitSeed, SceneSeed };
