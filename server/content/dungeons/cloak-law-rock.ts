/**
 * Thingvellir, Iceland, midsummer of the year 1000: the Althing that chose one law. Structured: eight places
 * in and around the great rift. The heathens and the Christians have sworn themselves out of each other's law
 * and the lawspeaker Thorgeir, who is to decide for both, cannot lie down under his cloak to think: it was
 * stolen in the night. Bring it back before the assembly's peace breaks.
 * Route: gorge (staff) → waterfall (seax) → lava plain (the berserk) → the drowned rift (the cloak-thief) →
 * back through the gorge to the booths → Thorgeir's booth (the bench). Side: Snorri's peace-straps at the Law
 * Rock, Hjalti bound in Runolf's booth (the seax), the three silvers (a cross, a hammer, an arm-ring).
 * Sources: Ari's Book of the Icelanders (ch. 7) and Kristni saga; the lava at Olfus and Snorri's answer are theirs.
 */
import type { DungeonSeed } from '../dungeon-types';

export const cloakLawRock: DungeonSeed = {
  dungeon_id: 'cloak-law-rock',
  name: 'The Cloak at the Law Rock',
  description:
    'Thingvellir, Iceland, midsummer of the year 1000. The whole free island has ridden to the Althing, and it has split in two: ' +
    'the Christians and the heathens have named their own lawspeakers and sworn themselves out of each other\'s law. In the ' +
    'histories you know, the old lawspeaker Thorgeir lay down under his cloak for a day and a night, and rose to give one law ' +
    'to both. In this timeline his cloak was stolen in the night, he cannot think, and by evening the swords will be out at ' +
    'the Law Rock. Find the cloak, Historian, and let the land keep one law.',
  art: 'timeline-thingvellir',
  creator: 'lantern-guild',
  is_premium: false,
  type: 'structured',
  actions: 64,
  start: 'everyman-gorge',
  trackers: [
    { key: 'health', name: 'Health', icon: 'tracker-heart', description: 'Bruises, cuts and the cold of the rift water. At zero, the timeline keeps you.', start: 10, max: 10, fatalAtZero: true },
    { key: 'peace', name: 'Peace', icon: 'tracker-peace', description: 'The peace of the Althing. Every turn at the quarrelling Law Rock and every roar of a berserk wears it down; quiet places give it back, slowly. At zero the swords come out.', start: 10, max: 10, fatalAtZero: true, recovers: 1 },
  ],
  rooms: [
    {
      key: 'everyman-gorge',
      name: 'The Everyman\'s Gorge',
      description:
        'You come down into a crack in the world. Walls of black basalt rise on either side, split and stepped like the pages of a ' +
        'burnt book, and the path between them is trodden flat by a thousand horses. Here the two halves of the earth are pulling ' +
        'apart, a finger\'s width a year; today it is Iceland that is splitting. East, the wall opens onto the Law Rock and the roar ' +
        'of the assembly; north, the Axe River falls into the gorge in a white rope of water; south, the path runs down to the ' +
        'booths. A woman sits on a cask at the foot of the wall.',
      stateNotes: [{ when: { not_taken: 'walking-staff' }, text: 'Someone has left a birch staff leaning in a cleft of the rock.' }],
      exits: [
        { to: 'law-rock', label: 'the opening east to the Law Rock', aliases: ['east', 'law rock', 'rock', 'assembly', 'opening', 'logberg'] },
        { to: 'axe-falls', label: 'the path north to the waterfall', aliases: ['north', 'waterfall', 'falls', 'river', 'axe river'] },
        { to: 'booths', label: 'the path south to the booths', aliases: ['south', 'booths', 'booth', 'camp', 'tents', 'huts', 'hut'] },
      ],
      items: [
        { key: 'walking-staff', name: 'Birch Staff', icon: 'item-staff', aliases: ['staff', 'birch staff', 'stick', 'pole'], publicDescription: 'A shepherd\'s staff of Icelandic birch, crooked as the tree it came from. It finds the stones under cold water before your feet do.' },
      ],
      characters: [
        {
          key: 'thorgerd',
          name: 'Thorgerd the Whey-Wife',
          icon: 'npc-thorgerd',
          aliases: ['thorgerd', 'woman', 'whey-wife', 'wife', 'farmwife', 'cask'],
          lines: [
            { when: { not_given: 'thorgerd' }, text: 'Sour whey, stranger, from my own cows in Grimsnes. It keeps a man alive when the ale runs out, and it always runs out at the Althing. Take a skin. Pay me when the land has one law again.' },
            { when: { not_taken: 'thorgeir-cloak' }, text: 'In the short night a man in a blue hood ran past me with a grey bundle under his arm, up toward the falls. Nobody runs at the Althing who has nothing to hide.' },
            'My husband is heathen and my sister is Christian, and they have not spoken since the Thing began. I sit between them on this cask.',
          ],
          gives: {
            item: 'whey-skin',
            line: 'Here. Drink it when the world goes grey at the edges.',
            text: 'Thorgerd fills a skin from her cask and ties it off with a thong. It smells of the summer pasture.',
          },
        },
      ],
      features: [
        { key: 'basalt-wall', name: 'basalt walls', aliases: ['walls', 'wall', 'basalt', 'cliffs', 'cliff', 'cleft', 'crack', 'rift', 'pages'], description: 'Columns of cooled fire, cracked into steps. Every winter the ice opens them a little wider; in a thousand years the gorge will be wider by the length of a longship.' },
        { key: 'gorge-path', name: 'horse path', aliases: ['path', 'horses', 'hoofprints', 'track'], description: 'Hoofprints on hoofprints, a whole island\'s worth, all going the same way and then turning to face each other.' },
      ],
      searchEmpty: 'Moss, stones and the hoofprints of an island.',
    },
    {
      key: 'law-rock',
      name: 'The Law Rock',
      description:
        'A ledge of rock above the plain, and on it the voice of the whole island. Below, hundreds of men stand in two knots that will ' +
        'not mix: heathens in their coloured mantles with their swords tied or not, Christians with crosses sewn on their sleeves. ' +
        'Each side has named its own lawspeaker. Each side calls the other outlaw. A big grey-bearded chieftain leans on his spear ' +
        'at the edge of the ledge, listening to both and smiling at neither.',
      stateNotes: [
        { when: { not_given: 'snorri' }, text: 'A man comes running up from the south road, shouting that earth-fire has broken out at Olfus.' },
      ],
      drain: { tracker: 'peace', amount: 1, text: '"Outlaw!" "Outlaw yourself!" A hand goes to a sword hilt somewhere below.' },
      exits: [
        { to: 'everyman-gorge', label: 'the way west into the gorge', aliases: ['west', 'gorge', 'back', 'path', 'wall'] },
        { to: 'booths', label: 'the slope south to the booths', aliases: ['south', 'slope', 'booths', 'camp'] },
      ],
      characters: [
        {
          key: 'snorri',
          name: 'Snorri the Godi',
          icon: 'npc-snorri',
          aliases: ['snorri', 'godi', 'chieftain', 'grey-bearded chieftain', 'big man', 'spear'],
          lines: [
            {
              when: { not_given: 'snorri' },
              text: 'You heard him: lava is running at Olfus, toward Thorodd\'s farm, and the heathens say the gods are angry at all this Christian talk. So I asked them: what were the gods angry about when the lava burned that we are standing on now? They had no answer. Here — peace-straps. Tie a hothead\'s sword into its scabbard and he will have to think before he draws it.',
            },
            { when: { not_taken: 'thorgeir-cloak' }, text: 'Thorgeir cannot think without his cloak over his head; that is how he has always thought. Whoever took it wants a war. Find him before the sun goes round to the west.' },
            'A law is a rope between two men. Cut it, and each is alone with his own sword.',
          ],
          gives: {
            item: 'peace-straps',
            text: 'Snorri pulls a bundle of thin leather thongs from his belt: the peace-straps that tie a sword\'s hilt to its scabbard at the Althing.',
          },
        },
      ],
      features: [
        { key: 'two-crowds', name: 'two crowds', aliases: ['crowd', 'crowds', 'heathens', 'christians', 'men', 'knots', 'sides', 'plain'], description: 'Two halves of one people, the same faces on both sides, cousins glaring at cousins. A heathen in a red mantle and a Christian with crosses sewn on his sleeve are brothers: you can see it in their noses.' },
        { key: 'ledge', name: 'Law Rock', aliases: ['ledge', 'law rock', 'logberg', 'rock', 'voice'], description: 'From here the lawspeaker recites a third of the law every summer, from memory, for there is no book of it yet. Today two men stand here shouting two laws at once.' },
        { key: 'runner-news', name: 'running man', aliases: ['running man', 'messenger', 'earth-fire', 'lava', 'olfus', 'road'], description: 'A farmhand, black with ash to the knees, gasping out his news: fire out of the earth at Olfus, running toward the farm of Thorodd the godi.' },
      ],
    },
    {
      key: 'booths',
      name: 'The Booths by the Axe River',
      description:
        'Along the river stand the booths of the chieftains: walls of turf and stone as high as a man\'s chest, roofed each summer with ' +
        'homespun cloth. Smoke, horses, dogs, the smell of boiled mutton. A tall man in a white mantle stands at the door of the largest ' +
        'booth, counting silver into a bag as if it hurt him. East is a booth hung with a red shield; south, at the end of the row, a ' +
        'small old booth with its cloth drawn shut.',
      exits: [
        { to: 'law-rock', label: 'the slope north to the Law Rock', aliases: ['north', 'slope', 'law rock', 'rock', 'assembly'] },
        { to: 'everyman-gorge', label: 'the path west into the gorge', aliases: ['west', 'gorge', 'path'] },
        { to: 'runolf-booth', label: 'the door with the red shield to the east', aliases: ['east', 'red shield', 'shield', 'runolf', 'heathen booth', 'red booth'] },
        { to: 'thorgeir-booth', label: 'the flowered door to the south', aliases: ['south', 'old booth', 'small booth', 'thorgeir', 'lawspeaker', 'flowered door'] },
      ],
      items: [
        { key: 'silver-cross', name: 'Silver Cross', icon: 'item-silver-cross', aliases: ['cross', 'silver cross', 'pendant'], hidden: { feature: 'turf-wall' }, publicDescription: 'A little silver cross on a broken thong, dropped in a scuffle between cousins. One of the three silvers.' },
      ],
      characters: [
        {
          key: 'hallur',
          name: 'Hallur of Sida',
          icon: 'npc-hallur',
          aliases: ['hallur', 'sida', 'tall man', 'white mantle', 'christian'],
          lines: [
            { when: { not_taken: 'thorgeir-cloak' }, text: 'The Christians made me their lawspeaker, and I do not want two laws. So I went to Thorgeir, heathen as he is, and paid him half a hundred of silver to speak one law for us all. He took the silver. Then somebody took his cloak, and now he sits awake in his booth like a man with no roof.' },
            { when: { holds: 'thorgeir-cloak' }, text: 'Is that his cloak? Then go, go — his booth is the old one at the end of the row. I will keep my silver counted.' },
            'Half a hundred of silver for one law. It is the cheapest thing I ever bought, if it works.',
          ],
        },
      ],
      features: [
        { key: 'turf-wall', name: 'turf walls', aliases: ['turf', 'walls', 'wall', 'stone', 'scuffle', 'grass'], description: 'Sod cut in herringbone courses on a footing of stone. The grass at the foot of one wall is trampled where two men wrestled last night.', stateNotes: [{ when: { not_taken: 'silver-cross' }, text: 'Something small and bright lies in the trampled grass.' }] },
        { key: 'homespun', name: 'homespun roofs', aliases: ['homespun', 'cloth', 'roofs', 'roof', 'wadmal'], description: 'Grey and brown wadmal stretched over poles: Iceland\'s own cloth, which it also uses as money.' },
        { key: 'silver-bag', name: 'bag of silver', aliases: ['bag', 'silver', 'half a hundred'], description: 'Hacked silver weighed on little scales: arm-rings cut into pieces, English pennies, a coin from Baghdad. Hallur counts it again, unhappily.' },
      ],
      searchEmpty: 'Mutton bones, a lost glove, and dogs who have already searched.',
    },
    {
      key: 'runolf-booth',
      name: 'The Booth of Runolf Ulfsson',
      description:
        'A heathen chieftain\'s booth: a red shield over the door, a carved post inside with a face worn smooth by hands, a hearth of ' +
        'flat stones. Runolf himself is away at the Law Rock shouting. An old thrall is stirring a pot and being careful not to look ' +
        'at the roof-post.',
      stateNotes: [
        { when: { not_freed: 'hjalti' }, text: 'Tied to the post by wrists and ankles is a young man with a poet\'s mouth and a black eye.' },
        { when: { freed: 'hjalti' }, text: 'Cut thongs lie at the foot of the roof-post.' },
      ],
      exits: [{ to: 'booths', label: 'the door west to the row of booths', aliases: ['west', 'door', 'out', 'booths', 'row'] }],
      characters: [
        {
          key: 'kalf',
          name: 'Kalf the Thrall',
          icon: 'npc-kalf',
          aliases: ['kalf', 'thrall', 'old thrall', 'old man', 'servant'],
          lines: [
            { when: { not_freed: 'hjalti' }, text: 'Runolf says the poet stays tied until the Thing ends. The poet says Runolf is a fool. I say nothing: I am a thrall, and I did not see you come in, and I will not see you go out.' },
            { when: { freed: 'hjalti' }, text: 'I did not see that either. Master Runolf will be very angry with the post.' },
            'In my grandfather\'s time there were no Christians here and no heathens, only farmers. I liked it better.',
          ],
        },
        {
          key: 'hjalti',
          name: 'Hjalti Skeggjason',
          icon: 'npc-hjalti',
          aliases: ['hjalti', 'poet', 'young man', 'prisoner', 'captive', 'skeggjason', 'thongs', 'knots', 'knot', 'bonds'],
          lines: [
            { when: { not_freed: 'hjalti' }, text: 'Last summer I made a verse that called Freyja a bitch, and Runolf had me outlawed for it. I came back anyway with Gissur and the king\'s priests. It was a good verse. Have you a knife? These thongs are walrus hide.' },
            { when: { freed: 'hjalti' }, text: 'My thanks! Tell Thorgeir that the king of Norway holds our sons as hostages: if the island stays heathen, they pay. He will understand what that weighs.' },
            { when: { freed: 'hjalti' }, text: 'The cloak-thief is no heathen and no Christian. He is a man who sells swords, and sells more of them when there is a war.' },
          ],
          captive: {
            requires: 'seax',
            check: { skill: 'Sleight of Hand', difficulty: 15, success: 'Walrus hide does not want to come undone, but your fingers are patient. The knots give.', failure: 'The knots are wet walrus hide, tied by a man who tied ships. They will not give to fingers alone.' },
            captiveText: 'Hjalti Skeggjason is tied to the roof-post.',
            keyText: 'The seax saws through the walrus-hide thongs.',
            freedText: 'Hjalti stands, rubs his wrists, and grins at the thrall, who looks carefully at the pot.',
          },
        },
      ],
      features: [
        { key: 'carved-post', name: 'carved roof-post', aliases: ['post', 'roof-post', 'carved post', 'face', 'high-seat pillar', 'pillar'], description: 'A high-seat pillar carved with a bearded face, perhaps Thor\'s, worn smooth where three generations have touched it for luck.' },
        { key: 'red-shield', name: 'red shield', aliases: ['red shield', 'shield'], description: 'A round shield of painted linden boards, red as the war-arrow that calls men to fight. Runolf hung it there to be seen.' },
        { key: 'hearth', name: 'hearth', aliases: ['hearth', 'fire', 'stones', 'stew', 'pot', 'mutton'], description: 'A long hearth of flat stones, with a pot of mutton stew that smells better than anything else at the Althing.' },
      ],
      searchEmpty: 'A heathen\'s booth has nothing to hide except the man tied to its post.',
    },
    {
      key: 'thorgeir-booth',
      name: 'Thorgeir\'s Booth',
      description:
        'The oldest booth on the river, its turf grown over with flowers. Inside it is dim and quiet after the shouting. An old man sits ' +
        'on a sleeping-bench covered with sheepskins, his elbows on his knees, staring at nothing. This is Thorgeir of Ljosavatn, ' +
        'heathen priest and lawspeaker of all Iceland, and he looks as though he has not slept since spring.',
      exits: [{ to: 'booths', label: 'the door north to the row of booths', aliases: ['north', 'door', 'out', 'booths', 'row'] }],
      characters: [
        {
          key: 'thorgeir',
          name: 'Thorgeir the Lawspeaker',
          icon: 'npc-thorgeir',
          aliases: ['thorgeir', 'lawspeaker', 'old man', 'priest', 'ljosavatn'],
          lines: [
            { when: { not_holds: 'thorgeir-cloak' }, text: 'I have taken Hallur\'s silver, and I will give one law. But I cannot find it in this noise. Every summer for seventeen years I have lain down under my grey cloak and let the law come up out of the dark. Without my cloak I only hear shouting.' },
            { when: { holds: 'thorgeir-cloak' }, text: 'My cloak! Spread it over me, here on the bench, and go. Do not wake me. Tomorrow I will go to the Law Rock.' },
            { when: { not_holds: 'thorgeir-cloak' }, text: 'If we divide the law, we divide the peace. That much I know already. The rest is under the cloak.' },
          ],
        },
      ],
      features: [
        {
          key: 'sleeping-bench',
          name: 'sleeping-bench',
          aliases: ['bench', 'sleeping-bench', 'sheepskins', 'skins', 'bed'],
          description: 'A bench of driftwood planks along the turf wall, covered with sheepskins, long enough for an old man to lie down on.',
          stateNotes: [{ when: { not_taken: 'thorgeir-cloak' }, text: 'There is a hollow in the skins where a cloak usually lies folded.' }],
          use: {
            item: 'thorgeir-cloak',
            text: 'You spread the grey cloak over Thorgeir on the bench. He draws it over his head, and lies still, and says nothing for the rest of that day and the whole of the night. In the morning he walks to the Law Rock and speaks: "If we divide the law, we will divide the peace."',
            consumes: true,
          },
        },
        { key: 'flowers', name: 'flowered turf', aliases: ['flowers', 'turf', 'roof'], description: 'Thrift and wild thyme on the turf of the walls. The booth has stood here since the first Althing, seventy summers ago.' },
      ],
      searchEmpty: 'Sheepskins, a drinking horn and an old man\'s silence.',
    },
    {
      key: 'axe-falls',
      name: 'The Falls of the Axe River',
      description:
        'The river comes over the lip of the gorge and falls in a single white rope into a black pool, throwing spray over the moss. ' +
        'The first settlers cut a new bed for it so that the Althing would have water; it has been falling here ever since, louder than ' +
        'any lawspeaker. A driftwood log lies by the pool. To the east a cleft climbs out of the gorge onto the lava.',
      milestone: 'At the falls of the Axe River you stand where the settlers made a river serve an assembly. The Sanctum marks your passage: Free Resurrection for Subscribers.',
      hazard: {
        key: 'wet-rocks',
        name: 'spray-slick rocks',
        kind: 'skill',
        avoidedBy: 'walking-staff',
        avoidedText: 'The birch staff finds the dry stones for you, one by one.',
        check: { skill: 'Athletics', difficulty: 11, success: 'You cross the spray-slick rocks with your arms out like a heron.', failure: 'Your feet go from under you on the wet moss and you sit down hard in the spray.', onFail: { damage: 1 } },
      },
      exits: [
        { to: 'everyman-gorge', label: 'the gorge south', aliases: ['south', 'gorge', 'back', 'down'] },
        { to: 'lava-plain', label: 'the cleft east onto the lava', aliases: ['east', 'cleft', 'lava', 'plain', 'up', 'out'] },
      ],
      items: [
        { key: 'seax', name: 'Seax', icon: 'item-seax', aliases: ['seax', 'knife', 'blade', 'long knife'], publicDescription: 'A long single-edged knife, the kind every free man carries at his belt. Good for walrus hide and for fighting. +1 to attack while carried.', bonus: { attack: 1 } },
        {
          key: 'arm-ring',
          name: 'Silver Arm-Ring',
          icon: 'item-arm-ring',
          aliases: ['arm-ring', 'ring', 'silver ring', 'arm ring', 'bracelet'],
          hidden: { feature: 'pool' },
          takeCheck: { skill: 'Endurance', difficulty: 11, success: 'You reach into water that has come out of a glacier and close your hand on the ring before your fingers forget they are yours.', failure: 'The cold of the pool bites to the bone and your hand comes out empty and white.', onFail: { damage: 1 } },
          publicDescription: 'A twisted silver arm-ring, the kind a chieftain gives a man he trusts. Someone threw it in the pool as an offering, or lost it in a hurry. One of the three silvers.',
        },
      ],
      features: [
        { key: 'pool', name: 'black pool', aliases: ['pool', 'water', 'spray', 'black pool'], description: 'Clear water over black stones, cold enough to stop a heart.', stateNotes: [{ when: { not_taken: 'arm-ring' }, text: 'Something bright lies among the stones at the bottom, just within an arm\'s reach.' }] },
        {
          key: 'driftwood-log',
          name: 'driftwood log',
          aliases: ['log', 'driftwood', 'tree trunk'],
          description: 'A Siberian pine that came across the ocean on the ice, as all Iceland\'s big timber does.',
          stateNotes: [{ when: { not_taken: 'seax' }, text: 'A seax is stuck in it up to the hilt, as if someone left in a hurry.' }],
        },
        { key: 'white-rope', name: 'waterfall', aliases: ['waterfall', 'falls', 'rope', 'river', 'lip', 'moss'], description: 'Louder than any lawspeaker, and it never changes its mind.' },
      ],
    },
    {
      key: 'lava-plain',
      name: 'The Lava Plain',
      description:
        'Above the gorge the land is a frozen sea of old lava, grey and green with moss, cracked into fissures you could lose a horse ' +
        'in. Far to the south a thin smoke stands over the hills where the earth-fire is burning. The track of a running man leads ' +
        'south toward a deep fissure full of blue water.',
      stateNotes: [
        { when: { not_gone: 'berserk' }, text: 'On it, with his back to the fissure, stands a huge man in a bearskin, chewing the rim of his shield.' },
        { when: { gone: 'berserk' }, text: 'The bearskin lies empty on the moss.' },
      ],
      exits: [
        { to: 'axe-falls', label: 'the cleft west down to the falls', aliases: ['west', 'cleft', 'falls', 'down', 'gorge'] },
        { to: 'drowned-rift', label: 'the blue fissure to the south', aliases: ['south', 'fissure', 'rift', 'blue water', 'drowned rift', 'blue crack'] },
      ],
      foes: [
        {
          key: 'berserk',
          name: 'the Berserk',
          icon: 'npc-berserk',
          aliases: ['berserk', 'berserker', 'bearskin', 'huge man', 'bear'],
          description: 'A man twice the size of a man, in the skin of a bear, biting his shield and growling. He was hired for a war, and he has been told it starts today.',
          hp: 3,
          defense: 12,
          attack: 12,
          damage: 2,
          blocks: ['drowned-rift'],
          awareness: 13,
          lines: ['I was paid in good silver to hold this fissure. Nobody told me who against. It does not matter. It never matters.'],
          parley: { skill: 'Persuasion', difficulty: 14, success: 'You tell him that the man who paid him is hiding in the fissure behind him, and will pay the next berserk to kill him when the war is done. He thinks about this for a long time, then takes off the bearskin and walks away across the lava, a big tired farmer.', failure: 'He hears nothing but the blood in his ears. Down at the Law Rock, somebody hears him roar.', onFail: { damage: 1, tracker: { key: 'peace', delta: -1 } } },
          defeatedText: 'The berserk goes down on the moss like a felled tree, and when he sits up the fury has gone out of him. He drops his shield and a silver hammer from his neck, and limps away.',
          drops: ['thor-hammer'],
        },
      ],
      features: [
        { key: 'fissures', name: 'fissures', aliases: ['fissures', 'cracks', 'lava', 'moss', 'sea'], description: 'The lava split as it cooled, and the ground between the splits is a maze. One wrong step and you are down to the waist in a crack.' },
        { key: 'smoke', name: 'distant smoke', aliases: ['smoke', 'hills', 'earth-fire', 'fire', 'olfus'], description: 'The earth-fire at Olfus, burning as the heathens say the gods are angry. The lava under your feet burned like that once, before any god had a name here.' },
        { key: 'track', name: 'running man\'s track', aliases: ['track', 'tracks', 'footprints', 'running man'], description: 'Footprints in the moss, long and deep: a man running, carrying something.' },
      ],
    },
    {
      key: 'drowned-rift',
      name: 'The Drowned Rift',
      description:
        'The fissure is full of water so clear it looks like air, blue to a depth no rope has found. It is melt from the glacier, ' +
        'years underground, and cold enough to stop a heart. A ledge runs along the far wall above it, reached by stepping-stones. ' +
        'On the ledge a man in a blue hood crouches over a grey bundle.',
      hazard: {
        key: 'stepping-stones',
        name: 'stepping-stones over the cold water',
        kind: 'skill',
        avoidedBy: 'walking-staff',
        avoidedText: 'You pole across the stepping-stones with the birch staff, and the blue water gets nothing of you.',
        check: { skill: 'Athletics', difficulty: 13, success: 'Stone, stone, stone, ledge. You do not look down.', failure: 'A stone rocks, and you go into the blue water to the chest. The cold is like being hit.', onFail: { damage: 2 } },
      },
      exits: [{ to: 'lava-plain', label: 'the way north out of the fissure', aliases: ['north', 'out', 'lava', 'plain', 'back', 'up'] }],
      foes: [
        {
          key: 'blue-hood',
          name: 'the Man in the Blue Hood',
          icon: 'npc-blue-hood',
          aliases: ['blue hood', 'hood', 'man', 'thief', 'cloak-thief', 'sword-seller', 'man in the blue hood'],
          description: 'A lean man in a dyed blue hood, too fine for the Althing, with a Frankish sword at his hip and the grey bundle under his knee.',
          hp: 3,
          defense: 12,
          attack: 11,
          damage: 2,
          awareness: 12,
          lines: ['Do you know what a Frankish sword costs in Iceland? More than a farm. Do you know how many a war sells? All of them.'],
          parley: { skill: 'Persuasion', difficulty: 13, success: 'You tell him the berserk he paid has gone home, that Snorri the Godi knows his face, and that an outlaw in Iceland can be killed by anyone for nothing. He looks at the blue water, and at you, and pushes the bundle across the ledge.', failure: 'He laughs and puts his hand on his sword. "Words are cheap. Swords are not."', onFail: { damage: 1 } },
          defeatedText: 'The sword-seller slips on the wet ledge, catches himself, and flees along it out of the fissure, leaving the grey bundle behind.',
          drops: ['thorgeir-cloak'],
        },
      ],
      features: [
        { key: 'blue-water', name: 'blue water', aliases: ['water', 'blue water', 'melt', 'depth', 'glacier'], description: 'So clear you can see the walls of the fissure going down and down, blue and then black. A stone dropped in falls for a long time.' },
        { key: 'rift-ledge', name: 'ledge', aliases: ['ledge', 'far wall', 'stones', 'stepping-stones'], description: 'A shelf of lava a little above the water, wide enough for a man to crouch.' },
      ],
    },
  ],
  items: [
    { key: 'whey-skin', name: 'Skin of Sour Whey', icon: 'item-whey', aliases: ['whey', 'skin', 'sour whey', 'syra', 'drink'], publicDescription: 'Thorgerd\'s sour whey, the drink of every Icelandic farm. Drink it to recover 4 health.', restores: { tracker: 'health', amount: 4 }, consumable: true },
    { key: 'peace-straps', name: 'Peace-Straps', icon: 'item-peace-straps', aliases: ['peace-straps', 'straps', 'peace straps', 'strap', 'leather thongs'], publicDescription: 'Leather thongs that tie a sword to its scabbard while the Althing sits. Use them to recover 4 peace: a few hotheads\' swords stay sheathed.', restores: { tracker: 'peace', amount: 4 }, consumable: true },
    { key: 'thor-hammer', name: 'Silver Hammer of Thor', icon: 'item-thor-hammer', aliases: ['hammer', 'thor\'s hammer', 'silver hammer', 'mjollnir', 'pendant'], publicDescription: 'A silver hammer of Thor on a thong, worn by the berserk. The smith who made it probably cast crosses in the same mould. One of the three silvers.' },
    { key: 'thorgeir-cloak', name: 'Thorgeir\'s Cloak', icon: 'item-thorgeir-cloak', aliases: ['cloak', 'grey cloak', 'grey bundle', 'thorgeir\'s cloak'], publicDescription: 'A heavy cloak of undyed grey wool, worn thin at the hood. Seventeen summers of law have been thought under it.' },
  ],
  missions: [
    { key: 'clr-rescue', description: 'Rescue: cut Hjalti Skeggjason free from the post in Runolf\'s booth.', rule: { type: 'rescue', character: 'hjalti' } },
    { key: 'clr-silvers', description: 'Treasure Hunt: gather the three silvers of the Althing — a cross, a hammer of Thor and an arm-ring.', rule: { type: 'treasure_hunt', items: ['silver-cross', 'thor-hammer', 'arm-ring'] } },
    { key: 'clr-challenge', description: 'Challenge Mode: bring Thorgeir his cloak within 36 actions.', rule: { type: 'challenge_mode', maxActions: 36 } },
    { key: 'clr-catalogue', description: 'Catalogue the Timeline: discover every place and find every item.', rule: { type: 'catalogue_the_timeline' } },
  ],
  goal: { kind: 'use', item: 'thorgeir-cloak', feature: 'sleeping-bench' },
  victory_text:
    'Thorgeir lies a day and a night under his cloak, and then gives one law to both: every Icelander shall be a Christian and be ' +
    'baptised; the old law on exposing children and eating horse-flesh shall stand; a man may sacrifice to the old gods in secret, ' +
    'but not where witnesses can see. Nobody is pleased, and nobody draws a sword. It is the first time a people ever changed its ' +
    'faith by a vote, and it keeps the peace.',
  victory_notes: [
    { when: { freed: 'hjalti' }, text: 'Hjalti Skeggjason is at the Law Rock to hear it, black eye and all, and makes a verse about it that does not mention Freyja.' },
    { when: { not_freed: 'hjalti' }, text: 'Hjalti Skeggjason hears the law from the post in Runolf\'s booth, where Kalf the thrall carefully does not see him laugh.' },
    { when: { spared: 'berserk' }, text: 'A big tired farmer walks home across the lava with his bearskin over his arm, and never fights for silver again.' },
    { when: { mission: 'clr-silvers' }, text: 'In your satchel a cross, a hammer and an arm-ring lie together, and do not quarrel.' },
    { text: 'On the ride home the men of the north refuse the cold water of the Axe River and are baptised in the hot springs at Laugardal instead. Even a new faith can be made comfortable.' },
  ],
  game_over: {
    action_counter_zero: 'The sun goes round to the west with the cloak still lost. At the Law Rock one man draws, and then all of them do, and this Iceland has two laws and no peace.',
    deadly_failure: 'You lie down on the moss of Thingvellir. The shouting at the Law Rock goes on without you, and the earth keeps pulling apart.',
  },
};
