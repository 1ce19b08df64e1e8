/** Every shipped version's upgrade, for the sync worker's instance (the only one that upgrades). */
import type { Upgrades } from './db';
import { upgradeToV3 } from './upgrade-v3';

export const upgrades: Upgrades = { 3: upgradeToV3 };
