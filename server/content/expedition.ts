/** The seeded Expedition (in-play §3): three dungeons that together earn an artifact. */
export interface ExpeditionSeed {
  expedition_id: string;
  name: string;
  description: string;
  disclaimer: string;
  art: string;
  /** dungeon_ids, in the suggested order. */
  dungeons: string[];
  /** artifact_id of server/content/artifacts.ts awarded when every dungeon is complete. */
  artifact: string;
}

export const EXPEDITION: ExpeditionSeed = {
  expedition_id: 'unravelling-archive',
  name: 'The Unravelling Archive',
  description:
    'Three cities, three nights, three collapsing timelines. Something is pulling at the threads of the world\'s memory — a ' +
    'library, a market of hours, a forgotten gate. Walk all three and the Sanctum will trust you with an instrument that bends time.',
  disclaimer: 'Timelines can be played in any order. Only a victory counts toward the Expedition.',
  art: 'expedition-unravelling-archive',
  dungeons: ['library-burned-twice', 'night-market-samarkand', 'chain-golden-horn'],
  artifact: 'astrolabe-of-hours',
};
