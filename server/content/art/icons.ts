/**
 * The small pictures of the world, by art key (the `icon` of items, people and trackers in content, the
 * check icons the engine names, the artifacts): each a Game Icons glyph in a colour that says what it is.
 */
import type { IconSeed } from '../art-types';

const DARK: [string, string] = ['#3a2a1c', '#120c08'];
const GOLD = '#f2c46a';
const IVORY = '#f1e4cb';

const item = (glyph: string, alt: string, tint = GOLD): IconSeed => ({ glyph, tint, ground: DARK, alt });
const person = (glyph: string, alt: string, ground: [string, string]): IconSeed => ({ glyph, tint: IVORY, ground, alt });
const check = (glyph: string, alt: string): IconSeed => ({ glyph, tint: IVORY, ground: ['#2c3a3a', '#0c1212'], alt });
const artifact = (glyph: string, alt: string): IconSeed => ({ glyph, tint: '#ffd77a', ground: ['#4a3114', '#160d05'], round: true, alt });

export const ICONS: Record<string, IconSeed> = {
  // Items
  'item-lantern': item('old-lantern', 'A brass ship’s lantern'),
  'item-cloak': item('cloak', 'A soaked linen cloak', '#cfd9e0'),
  'item-scroll': item('scroll-unfurled', 'A papyrus scroll', '#efd9a7'),
  'item-ring': item('ring', 'A gold seal ring'),
  'item-map': item('treasure-map', 'A reed map', '#efd9a7'),
  'item-pinakes': item('tied-scroll', 'The Pinakes, a catalogue in a faience case', '#7fc4d8'),
  'item-rope': item('rope-coil', 'A coil of rope', '#d8b98a'),
  'item-coin': item('crown-coin', 'A gold coin'),
  'item-waterskin': item('waterskin', 'A waterskin', '#9fc7e8'),
  'item-bead-amber': item('glass-ball', 'An amber bead holding a summer afternoon', '#f5a623'),
  'item-bead-jade': item('glass-ball', 'A jade bead holding a rainy dawn', '#5fc48a'),
  'item-bead-lapis': item('glass-ball', 'A lapis bead holding a winter midnight', '#5b7fe8'),
  'item-sword': item('broadsword', 'A Damascus blade', '#dfe6ee'),
  'item-key': item('key', 'A heavy key'),
  'item-chart': item('night-sky', 'A wax tablet of stars', '#c9d7ff'),
  'item-paiza': item('wax-tablet', 'A sealed safe-conduct'),
  'item-crossbow': item('crossbow', 'A crossbow', '#dfe6ee'),
  'item-lamp': item('magic-lamp', 'A clay oil lamp', '#e8a86a'),
  'item-crowbar': item('crowbar', 'An iron crowbar', '#dfe6ee'),
  'item-page': item('papers', 'An illuminated page', '#efd9a7'),
  'item-bar': item('wood-beam', 'An oak gate-bar', '#d8a86a'),
  'item-jar': item('fire-bottle', 'A jar of Greek fire', '#ff8a3d'),
  'item-skates': item('ice-skate', 'A pair of bone skates', '#dfe6ee'),
  'item-jenever': item('brandy-bottle', 'A tot of jenever', '#cfe0c0'),
  'item-bulb': item('bulb', 'A tulip bulb', '#e8c08a'),
  'item-herring': item('fish-cooked', 'A pickled herring', '#b8c8d8'),
  'item-spyglass': item('spyglass', 'A spyglass'),
  'item-sketch': item('scroll-quill', 'A charcoal sketch by Frans Hals', '#efd9a7'),
  'item-semper': item('flower-pot', 'The Semper Augustus, a red-flamed tulip', '#ff5a5a'),
  'item-staff': item('wood-stick', 'A crooked birch staff', '#d8c8a0'),
  'item-seax': item('bowie-knife', 'A long single-edged seax', '#dfe6ee'),
  'item-arm-ring': item('torc', 'A twisted silver arm-ring', '#dfe6ee'),
  'item-silver-cross': item('crucifix', 'A little silver cross', '#dfe6ee'),
  'item-whey': item('jug', 'A skin of sour whey', '#f1ead8'),
  'item-peace-straps': item('belt', 'Leather peace-straps that tie a sword to its scabbard', '#c89a6a'),
  'item-thor-hammer': item('thor-hammer', 'A silver hammer of Thor', '#dfe6ee'),
  'item-thorgeir-cloak': item('cloak', 'Thorgeir’s cloak of undyed grey wool', '#b8b4ac'),
  // People of the Timelines, as their check cards show them
  'npc-legionary': person('centurion-helmet', 'A Roman legionary', ['#5a2620', '#1a0906']),
  'npc-demetria': person('egyptian-profile', 'Demetria, under-librarian of Alexandria, in profile', ['#24404a', '#0a1417']),
  'npc-captain': person('gauls-helm', 'The Gabinian captain', ['#5a2620', '#1a0906']),
  'npc-clavijo': person('captain-hat-profile', 'Clavijo, the Castilian envoy', ['#3a2a54', '#0e0a17']),
  'npc-farrukh': person('turban', 'Farrukh the blade merchant', ['#5a3a14', '#190f05']),
  'npc-cupbearer': person('wine-glass', 'The Emir’s cupbearer', ['#24402a', '#0a170c']),
  'npc-nasrin': person('treasure-map', 'Nasrin the cartographer and the map of the dome they called sorcery', ['#24404a', '#0a1417']),
  'npc-ulugh-beg': person('night-sky', 'Ulugh Beg, the boy astronomer', ['#1e2a5a', '#080b19']),
  'npc-watch': person('sharp-halberd', 'The Night Watch', ['#5a2620', '#1a0906']),
  'npc-hour-thief': person('snake-spiral', 'The Hour-Thief, a serpent of clock-hands', ['#3d1a4a', '#100614']),
  'npc-bartolomeo': person('visored-helm', 'Bartolomeo the Genoese crossbowman', ['#3a4250', '#0e1014']),
  'npc-priest': person('monk-face', 'The old priest', ['#4a3a24', '#140f08']),
  'npc-theodora': person('quill-ink', 'Theodora the illuminator', ['#24404a', '#0a1417']),
  'npc-janissary': person('fez', 'A Janissary sapper in a tall felt cap', ['#5a2620', '#1a0906']),
  'npc-gunner': person('cannon', 'A Venetian gunner', ['#3a4250', '#0e1014']),
  'npc-sailor': person('winter-hat', 'A hungry sailor in his knitted Monmouth cap, six months on salt pork', ['#22506a', '#08161f']),
  'npc-auctioneer': person('banging-gavel', 'Cornelis the auctioneer and his hammer', ['#5a3a14', '#190f05']),
  'npc-cutpurse': person('hooded-assassin', 'Kees the cutpurse', ['#5a2620', '#1a0906']),
  'npc-hals': person('paint-brush', 'Frans Hals, painter', ['#4a2a50', '#140a17']),
  'npc-notary': person('quill-ink', 'The notary', ['#3a3a3a', '#101010']),
  'npc-gardener': person('gardening-shears', 'Pieter the gardener', ['#2f5a36', '#0b1a0e']),
  'npc-bulb-runner': person('hooded-figure', 'The bulb-runner', ['#5a2620', '#1a0906']),
  'npc-thorgerd': person('jug', 'Thorgerd the whey-wife and her jug of whey', ['#2f5a36', '#0b1a0e']),
  'npc-snorri': person('viking-head', 'Snorri the Godi, a grey-bearded heathen chieftain in a helmet', ['#5a3a14', '#190f05']),
  'npc-hallur': person('cross-shield', 'Hallur of Sida, a Christian chieftain, his shield marked with a cross', ['#3a4656', '#0e1218']),
  'npc-kalf': person('farmer', 'Kalf, an old thrall', ['#4a3a24', '#140f08']),
  'npc-hjalti': person('handcuffed', 'Hjalti Skeggjason the poet, bound at the wrists', ['#24404a', '#0a1417']),
  'npc-thorgeir': person('person-in-bed', 'Thorgeir the lawspeaker, lying down to think', ['#3a4250', '#0e1014']),
  'npc-berserk': person('bear-head', 'A berserk in a bearskin', ['#5a2620', '#1a0906']),
  'npc-blue-hood': person('cloak-dagger', 'The man in the blue hood, a sword-seller with a hidden blade', ['#1f3354', '#080e19']),
  // Trackers
  'tracker-heart': item('heart-organ', 'Health', '#ff6b5e'),
  'tracker-flame': item('flame', 'Warmth', '#ff9a3d'),
  'tracker-lungs': item('lungs', 'Breath', '#9fd0f0'),
  'tracker-peace': item('peace-dove', 'Peace', '#e8f0ff'),
  // Checks (the engine names them skill-<skill> and combat-<kind>)
  'skill-athletics': check('muscle-up', 'Athletics'),
  'skill-stealth': check('hooded-figure', 'Stealth'),
  'skill-lore': check('open-book', 'Lore'),
  'skill-perception': check('eye-target', 'Perception'),
  'skill-persuasion': check('discussion', 'Persuasion'),
  'skill-sleight-of-hand': check('lock-picking', 'Sleight of Hand'),
  'skill-endurance': check('heart-plus', 'Endurance'),
  'combat-attack': { glyph: 'crossed-swords', tint: '#ffd2c2', ground: ['#5a2018', '#1a0805'], alt: 'An attack' },
  'combat-defense': { glyph: 'round-shield', tint: '#d7e6ff', ground: ['#1f3354', '#080e19'], alt: 'A defence' },
  // Artifacts
  'artifact-astrolabe': artifact('astrolabe', 'The Astrolabe of Borrowed Hours'),
  'artifact-quill': artifact('quill', 'The Witness’s Quill'),
  'artifact-knucklebone': artifact('perspective-dice-six-faces-random', 'Fortuna’s Knucklebone'),
  'artifact-aegis': artifact('medusa-head', 'The Shard of the Aegis'),
  'artifact-durendal': artifact('broadsword', 'The Splinter of Durendal'),
  'artifact-phoenix': artifact('fire-bowl', 'The Phial of Phoenix Ash'),
  'artifact-laurel': artifact('laurel-crown', 'The Laurel of Samothrace'),
  'artifact-scarab': artifact('gold-scarab', 'The Scarab of Ptolemy'),
  'artifact-lodestone': artifact('compass', 'The Lodestone of Pytheas'),
  'artifact-sandglass': artifact('hourglass', 'Clavijo’s Sandglass'),
};
