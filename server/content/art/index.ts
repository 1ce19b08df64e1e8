/** Every picture of the world by art key: icons, portraits and scenes. New content adds its pictures here. */
import type { IconSeed, PortraitSeed, SceneSeed } from '../art-types';
import { ICONS } from './icons';
import { PORTRAITS } from './portraits';
import { SCENES } from './scenes';

export { ICONS, PORTRAITS, SCENES };
export type { IconSeed, PortraitSeed, SceneSeed };
