/**
 * Custom stories other Historians of the seeded world have already played: public (their cards are
 * public), so anyone may read them, and their typed turns are the first Mythic Echoes a new story meets —
 * enough of them that an echo list is full (10) from the first chapter on. 'demo-story' is the one the demo
 * account's custom_adventure_started notification opens.
 */
export interface CommunityStorySeed {
  saga_id: string;
  author: { email: string; username: string };
  title: string;
  premise: string;
  /** What the author typed, one per chapter after the opening. */
  turns: readonly string[];
}

export const COMMUNITY_STORIES: readonly CommunityStorySeed[] = [
  {
    saga_id: 'demo-story',
    author: { email: 'wren@chronicle.local', username: 'Wren the Wanderer' },
    title: 'The Cartographer of Rain',
    premise: 'A mapmaker in a city where it always rains discovers that her maps change overnight, redrawing streets that do not exist yet.',
    turns: ['I follow the newest street on the map before it can vanish', 'Ask the night watchman who else has walked it', 'I burn the map and watch which streets survive the fire'],
  },
  {
    saga_id: 'story-lantern-ferry',
    author: { email: 'mira@chronicle.local', username: 'Mira of the Archive' },
    title: 'The Last Lantern Ferry',
    premise: 'The ferry across the black lake runs only on nights without a moon, and tonight its ferryman has asked you to take the pole.',
    turns: ['I take the pole and steer toward the light on the far shore', 'Hide the stowaway under the tarpaulin before the inspector boards', 'I read the name carved inside the ferryman’s lantern'],
  },
  {
    saga_id: 'story-clockwork-abbey',
    author: { email: 'tomas@chronicle.local', username: 'Tomas Inkwell' },
    title: 'The Clockwork Abbey',
    premise: 'The monks of a mountain abbey have stopped every clock in the valley, and they say time will not start again until a stranger answers their riddle.',
    turns: ['I climb the bell tower and look at the great clock’s hands', 'Answer the riddle with a question of my own', 'I wind the smallest clock in the abbey and listen'],
  },
  {
    saga_id: 'story-salt-letters',
    author: { email: 'ines@chronicle.local', username: 'Ines Saltmarsh' },
    title: 'Letters from the Salt Road',
    premise: 'Every spring a caravan brings letters across the salt desert, and this year one of them is addressed to you in your own handwriting.',
    turns: ['I open the letter by the campfire, alone', 'Trade my compass for the caravan master’s silence', 'I ride ahead to the oasis the letter warns me about'],
  },
  {
    saga_id: 'story-glass-orchard',
    author: { email: 'bram@chronicle.local', username: 'Bram Underhill' },
    title: 'The Glass Orchard',
    premise: 'In the orchard behind the old glassworks the apples ring like bells, and one of them has started to crack.',
    turns: ['I pick the cracked apple and hold it to my ear', 'Ask the glassblower’s widow why the trees were planted', 'I search the roots for whatever is making them sing'],
  },
  {
    saga_id: 'story-ninth-library',
    author: { email: 'soraya@chronicle.local', username: 'Soraya Vell' },
    title: 'The Ninth Library',
    premise: 'There are eight libraries in the city, everyone agrees — yet you hold a borrowing card from the ninth, stamped yesterday.',
    turns: ['I look for the ninth library where the card says it stands', 'Return the overdue book and see who comes for it', 'I run before the librarian can read my name aloud'],
  },
];
