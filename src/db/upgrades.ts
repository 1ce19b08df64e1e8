/** Every shipped version's upgrade, for the sync worker's instance (the only one that upgrades). */
import type { Upgrades } from './db';
import { upgradeToV3 } from './upgrade-v3';
import { upgradeToV8 } from './upgrade-v8';
import { upgradeToV10 } from './upgrade-v10';

export const upgrades: Upgrades = { 3: upgradeToV3, 8: upgradeToV8, 10: upgradeToV10 };
