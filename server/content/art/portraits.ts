/**
 * Portraits by art key: the avatars a Historian chooses, the characters of the Memories, the narrator's
 * cast and the creators' marks. Each its own face (a Game Icons head), ground and emblem.
 */
import type { PortraitSeed } from '../art-types';

const p = (glyph: string, tint: string, ground: [string, string], alt: string, emblem?: string): PortraitSeed => ({ glyph, tint, ground, alt, ...(emblem ? { emblem } : {}) });

const TEAL: [string, string] = ['#2f5a5a', '#0b1a1a'];
const INDIGO: [string, string] = ['#34306a', '#0d0b1f'];
const GREEN: [string, string] = ['#2f5a36', '#0b1a0e'];
const RUST: [string, string] = ['#6a3520', '#1f0d07'];
const PLUM: [string, string] = ['#5a2a50', '#1a0a17'];
const SLATE: [string, string] = ['#3a4656', '#0e1218'];
const AMBER: [string, string] = ['#6a4a1c', '#1f1407'];
const SEA: [string, string] = ['#22506a', '#08161f'];
const BLUE: [string, string] = ['#23448a', '#091329'];
const ORANGE: [string, string] = ['#8a4a18', '#271205'];
const IVORY = '#f1e4cb';
const GOLD = '#f2c46a';

export const PORTRAITS: Record<string, PortraitSeed> = {
  // Avatars (content/account/avatars.ts), drawn square
  'avatar-starting-quill': p('quill', IVORY, TEAL, 'A young scribe’s quill, ink on every finger', 'ink-swirl'),
  'avatar-starting-lantern': p('hood', IVORY, INDIGO, 'A hooded night-walker who reads by lamplight', 'old-lantern'),
  'avatar-starting-compass': p('cowled', IVORY, GREEN, 'A cowled wanderer with a compass', 'compass'),
  'avatar-archivist': p('monk-face', IVORY, AMBER, 'A bearded archivist, keeper of the sealed stacks', 'notebook'),
  'avatar-cartographer': p('wizard-face', IVORY, SEA, 'An old cartographer in a tall hat', 'treasure-map'),
  'avatar-chronomancer': p('warlock-hood', '#d8c8ff', PLUM, 'A chronomancer in a deep hood', 'hourglass'),
  'avatar-grand-historian': p('old-king', GOLD, RUST, 'The Grand Historian, crowned and bearded', 'laurel-crown'),
  'avatar-share-facebook': p('visored-helm', IVORY, BLUE, 'A herald in a visored helm with a blue banner', 'flying-flag'),
  'avatar-share-reddit': p('ringing-bell', IVORY, ORANGE, 'A town crier’s handbell, ringing out the news', 'scroll-unfurled'),
  'avatar-recruiter': p('egyptian-profile', IVORY, GREEN, 'A guide in profile, who brought a friend', 'shaking-hands'),
  'avatar-night-owl': p('barn-owl', IVORY, INDIGO, 'A barn owl, reader after midnight', 'night-sky'),
  'avatar-mythic-patron': p('carnival-mask', GOLD, PLUM, 'A gilded carnival mask', 'crown-coin'),
  // The Glassblower's Oath
  'char-archivist-ilse': p('cowled', IVORY, AMBER, 'Archivist Ilse, cowled, keeping the lamp', 'old-lantern'),
  'char-isotta-marin': p('furnace', IVORY, ORANGE, 'Isotta Marin, glassblower forbidden the guild, at the furnace', 'glass-ball'),
  'char-anselmo-vetri': p('plague-doctor-profile', IVORY, SLATE, 'Anselmo Vetri of the Council of Ten, masked in profile', 'notebook'),
  'char-brother-tobia': p('monk-face', IVORY, SEA, 'Brother Tobia, keeper of the Ledger of the Glass', 'open-book'),
  // The Bell of Ninefold Hollow
  'char-agnethe': p('ringing-bell', IVORY, RUST, 'Agnethe Rook, bell-ringer of Ninefold Hollow, and the belfry ladder', 'ladder'),
  'char-tobiah': p('monk-face', IVORY, AMBER, 'Brother Tobiah Venn, bellwright and beekeeper', 'bee'),
  'char-hush': p('ghost', '#cfe7ff', INDIGO, 'Hush, an echo come loose from its voice', 'sound-waves'),
  'char-dale': p('stone-bust', IVORY, SLATE, 'Magistrate Corvin Dale in his fur collar, with his gavel', 'gavel'),
  // The Salt Cartographer
  'char-ysolde': p('scroll-unfurled', IVORY, SEA, 'Ysolde Marrow, cartographer of Saltmere: coastlines drawn in brine on calfskin', 'salt-shaker'),
  'char-pim': p('crab', IVORY, GREEN, 'The Admiral, the shore crab in the pocket of Pim Oakes, apprentice cartographer of eleven and three-quarters', 'treasure-map'),
  'char-crane': p('philosopher-bust', IVORY, SLATE, 'Aldous Crane, surveyor, who fears geese', 'goose'),
  'char-ebb': p('witch-face', '#d9f0e4', PLUM, 'Mother Ebb, the tide’s pawnbroker: a marsh crone with too many fingers', 'spiral-shell'),
  'char-marguerite': p('lighthouse', IVORY, INDIGO, 'Marguerite Marrow, keeper of a lighthouse no chart admits to, who labels everything', 'price-tag'),
  // The Elk of Uraniborg
  'char-sophie-brahe': p('round-bottom-flask', IVORY, INDIGO, 'Sophie Brahe of Hven: astronomer, alchemist and gardener, under its stars', 'night-sky'),
  'char-tycho-brahe': p('mustache', GOLD, AMBER, 'Tycho Brahe, the astronomer of Hven: a great moustache and a nose of brass', 'nose-side'),
  'char-jepp': p('jester-hat', IVORY, PLUM, 'Jepp the jester in his belled cap, who sees what comes next', 'crystal-ball'),
  'char-longomontanus': p('graduate-cap', IVORY, TEAL, 'Christen Longomontanus, Tycho’s scholar-assistant, who measures the stars', 'sextant'),
  'char-castellan': p('guarded-tower', IVORY, RUST, 'The castellan of Landskrona in his tower, host of the October ale', 'beer-stein'),
  'char-kepler': p('orbit', IVORY, INDIGO, 'Johannes Kepler, who will find that Mars goes round the sun in an ellipse', 'quill-ink'),
  'char-tengnagel': p('locked-chest', GOLD, RUST, 'Frans Tengnagel, Tycho’s son-in-law, keeper of the locked chest of observations', 'key'),
  // The narrator's cast (custom stories)
  'char-story-wren': p('lantern', IVORY, AMBER, 'Wren, a lamplighter, her lantern and her ladder', 'ladder'),
  'char-story-tamsin': p('wood-canoe', IVORY, SEA, 'Old Tamsin’s ferry: a ferrywoman older than the tide tables, leaning on her pole', 'paper-boat'),
  'char-story-rook': p('visored-helm', IVORY, RUST, 'Rook, a soldier-for-hire in a borrowed coat', 'two-coins'),
  'char-story-quill': p('monk-face', IVORY, TEAL, 'Quill, an archivist-monk', 'scroll-quill'),
  // Creators' marks
  'creator-lantern-guild': p('paper-lantern', GOLD, AMBER, 'The mark of the Lantern Guild: a lantern'),
  'creator-vellum-house': p('quill-ink', GOLD, PLUM, 'The mark of Vellum House: a quill and ink'),
};
