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
  /**
   * The Expedition's own story: one passage for each of its Timelines won, read on the victory card of the
   * first, second, third ... victory in any order (passages[n - 1] after the n-th), the last with the artifact.
   */
  passages: ExpeditionPassage[];
}

export interface ExpeditionPassage {
  title: string;
  text: string;
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
  passages: [
    {
      title: 'The First Thread',
      text:
        'When you surface, the Archive is colder than you left it. On the long table where the Sanctum keeps its loom of hours, one ' +
        'thread of the three that were fraying has been knotted again, by your hand, though you do not remember tying it. Beside ' +
        'the loom lies a slip of paper that was not there before, in a neat hand you do not know: "Forgive me. I only wanted ' +
        'nothing to be lost." Under it, where a name should be, someone has drawn a small astrolabe with its rings pulled apart.',
    },
    {
      title: 'The Second Thread',
      text:
        'A second knot holds. Now you can see the pattern of what was pulled: not at random, but always at a loss — a library as ' +
        'it burned, a night of hours being stolen, a gate left open. Someone has been going back to the worst nights of the world ' +
        'and trying to unmake them, and every time they pull the thread of a loss, everything woven after it begins to come ' +
        'undone too: the copies that were made because the originals burned, the songs made about the fall. On the floor by the ' +
        'loom, a second slip: "If the library never burns, no one ever learns to copy. I know. I know. I could not stop."',
    },
    {
      title: 'The Astrolabe of Hours',
      text:
        'The third knot is tied, and the loom is whole. In the dust under it lies the instrument that did the pulling: an ' +
        'astrolabe whose rings turn hours instead of stars, and, wrapped around it, the last slip of paper. "To whoever mends ' +
        'this: I was a Historian too. I could not bear how much is lost. You can, it seems. Keep the astrolabe; you will use it ' +
        'better than I did — to visit what was lost, not to take it back." The Sanctum hums, the way a house settles after a ' +
        'storm. The Astrolabe of Borrowed Hours is yours.',
    },
  ],
};
