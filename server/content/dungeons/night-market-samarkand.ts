/**
 * Samarkand, 1404: the embassy of Clavijo at the court of Timur. Open: eight rooms around a bazaar hub,
 * few locks, item counts not shown. The Hour-Thief under the unfinished dome of Bibi-Khanym must fall
 * (or be talked down). Rescue Nasrin from the well-prison with the key the cupbearer keeps.
 */
import type { DungeonSeed } from '../dungeon-types';

export const nightMarketSamarkand: DungeonSeed = {
  dungeon_id: 'night-market-samarkand',
  name: 'The Night Market of Samarkand',
  description:
    'Samarkand, September 1404. The Castilian envoy Ruy González de Clavijo has reached the court of Timur, and the city is ' +
    'one long feast. But hours are going missing here: candles burn down in a blink, the call to prayer comes twice, a mason ' +
    'finishes a dome and wakes to find it half-built. Something is eating this timeline\'s time. The Sanctum sends you to find it.',
  art: 'timeline-samarkand',
  creator: 'lantern-guild',
  is_premium: false,
  type: 'open',
  actions: 60,
  start: 'caravanserai',
  trackers: [
    { key: 'health', name: 'Health', icon: 'tracker-heart', description: 'Bruises, cuts and exhaustion. At zero, the timeline keeps you.', start: 10, max: 10, fatalAtZero: true },
  ],
  rooms: [
    {
      key: 'caravanserai',
      name: 'The Caravanserai of the Silk Gate',
      description:
        'Camels kneel in a courtyard that smells of dust, dung and cardamom. Bales from Herat and Kashgar are stacked to the ' +
        'galleries. Under an awning, a travel-worn Castilian in a Moorish cloak is arguing with an hourglass that keeps running ' +
        'upward. Beyond the arch of the Silk Gate, the night bazaar glows.',
      exits: [{ to: 'bazaar', label: 'the Silk Gate', aliases: ['gate', 'arch', 'bazaar', 'market', 'east'] }],
      items: [
        { key: 'silver-tanga', name: 'Silver Tanga', icon: 'item-coin', aliases: ['tanga', 'coin', 'silver', 'money'], hidden: 'search', publicDescription: 'A silver coin struck with Timur\'s three rings. Enough to buy a very good blade from a merchant in a good mood.' },
        { key: 'waterskin', name: 'Waterskin of Zarafshan Water', icon: 'item-waterskin', aliases: ['waterskin', 'water', 'skin'], publicDescription: 'Cold river water from the Zarafshan. Drink it to recover 3 health.', restores: { tracker: 'health', amount: 3 }, consumable: true },
      ],
      characters: [
        {
          key: 'clavijo',
          name: 'Ruy González de Clavijo',
          icon: 'npc-clavijo',
          aliases: ['ruy', 'clavijo', 'envoy', 'castilian'],
          lines: [
            {
              when: [{ not_given: 'clavijo' }, { not_freed: 'nasrin' }],
              text: 'Another stranger who knows my name before I give it. Listen: my cartographer, Nasrin, was taken to the well-prison for drawing the new mosque. They say she drew something in its dome that should not be there. Here — my safe-conduct, sealed by the Emir\'s own chancery. It opens doors and closes mouths.',
            },
            { when: { not_freed: 'nasrin' }, text: 'My cartographer, Nasrin, was taken to the well-prison for drawing the new mosque. They say she drew something in its dome that should not be there.' },
            { when: { not_freed: 'nasrin' }, text: 'Timur\'s cupbearer owes me a favour; he keeps the prison keys at the feast. Find Nasrin.' },
            { when: { freed: 'nasrin' }, text: 'Nasrin is out of the well? Then I owe you more than paper and seals.' },
            'Whatever is stealing the hours — mine ran backwards twice today.',
          ],
          gives: { item: 'safe-conduct', text: 'Clavijo hands you a folded paiza of silver and paper, heavy with seals.' },
        },
      ],
      features: [
        {
          key: 'bales',
          name: 'bales of silk',
          aliases: ['bales', 'silk', 'galleries'],
          description: 'Silk from Herat, brocade from Tabriz.',
          stateNotes: [{ when: { not_taken: 'silver-tanga' }, text: 'Between two bales, a glint where a careless merchant dropped his purse.' }],
        },
        { key: 'hourglass', name: 'backward hourglass', aliases: ['hourglass', 'sand'], description: 'The sand climbs upward grain by grain. Wherever the hours are going, they leave by this road.' },
      ],
    },
    {
      key: 'bazaar',
      name: 'The Night Bazaar',
      description:
        'Lanterns of coloured glass swing over a river of people. Melon sellers, paper makers, a man with a caged cheetah, ' +
        'pyramids of saffron and sumac, a blade merchant at his rack. Lanes run off in every direction: north to the Registan, ' +
        'east to the Emir\'s garden, west to the caravanserai, and down a narrow lane that smells of damp stone.',
      stateNotes: [
        { when: { not_given: 'farrukh' }, text: 'The blade merchant polishes a sword that ripples like water.' },
        { when: { given: 'farrukh' }, text: 'The blade merchant hums over an empty place on his rack.' },
      ],
      exits: [
        { to: 'caravanserai', label: 'the Silk Gate to the west', aliases: ['west', 'gate', 'caravanserai'] },
        { to: 'registan', label: 'the road north', aliases: ['north', 'registan', 'square'] },
        { to: 'garden', label: 'the garden road east', aliases: ['east', 'garden', 'feast'] },
        { to: 'well-prison', label: 'the narrow lane', aliases: ['lane', 'narrow', 'prison', 'well', 'alley'] },
      ],
      items: [
        { key: 'bead-amber', name: 'Amber Hour-Bead', icon: 'item-bead-amber', aliases: ['amber', 'bead'], hidden: { feature: 'spice-pyramids' }, publicDescription: 'A bead of amber with a tiny sun trapped inside. An hour of a summer afternoon, stolen and dropped. One of three.' },
      ],
      characters: [
        {
          key: 'farrukh',
          name: 'Farrukh the Blade Merchant',
          icon: 'npc-farrukh',
          aliases: ['farrukh', 'merchant', 'blade merchant', 'smith'],
          lines: [
            { when: { not_given: 'farrukh' }, text: 'Damascus steel, my friend, from the smiths the Emir brought home from Syria. Silver buys it. Words do not.' },
            { when: { not_taken: 'bead-amber' }, text: 'The spice seller swears his saffron pyramids glow at midnight. Look closer, if you like riddles.' },
            'Steel does not care what hour it is. That is why I trust it.',
          ],
          gives: {
            item: 'damascus-blade',
            requires: 'silver-tanga',
            line: 'You have silver! Then it is yours. May it cut whatever is eating the nights.',
            text: 'Farrukh weighs the tanga, bites it, keeps it, and lays the rippling sword across your palms.',
          },
        },
      ],
      features: [
        {
          key: 'spice-pyramids',
          name: 'spice pyramids',
          aliases: ['spices', 'saffron', 'pyramids', 'sumac'],
          description: 'The saffron pyramid is warm to the hand.',
          stateNotes: [{ when: { not_taken: 'bead-amber' }, text: 'At its heart something glows gold. You brush the spice aside and find a bead of amber holding a tiny afternoon.' }],
        },
        { key: 'cheetah', name: 'caged cheetah', aliases: ['cheetah', 'cage', 'cat'], description: 'A hunting cheetah from the Emir\'s kennels. It watches the sky, not you, and flinches whenever the stars seem to skip.' },
      ],
      searchEmpty: 'A thousand things for sale, and none of them lost. Try looking closer at something in particular.',
    },
    {
      key: 'registan',
      name: 'The Registan',
      description:
        'The sandy square at the heart of the city, where proclamations are read and criminals are made examples of. A juggler ' +
        'works the crowd with three cups. To the north rise the scaffolds of the great mosque Bibi-Khanym. A minaret stair ' +
        'spirals up at the square\'s corner.',
      stateNotes: [
        { when: { not_gone: 'night-watch' }, text: 'A patrol of the night watch stands across the way to the scaffolds, halberds crossed.' },
        { when: { gone: 'night-watch' }, text: 'Nobody stands in the way to the scaffolds now.' },
      ],
      exits: [
        { to: 'bazaar', label: 'the road south', aliases: ['south', 'bazaar', 'market'] },
        { to: 'scaffolds', label: 'the scaffolds to the north', aliases: ['north', 'scaffolds', 'mosque', 'scaffold', 'scaffolding'] },
        { to: 'rooftop', label: 'the minaret stair', aliases: ['minaret', 'stair', 'stairs', 'up'] },
      ],
      items: [
        {
          key: 'bead-jade',
          name: 'Jade Hour-Bead',
          icon: 'item-bead-jade',
          aliases: ['jade', 'bead'],
          publicDescription: 'A green bead holding a rainy dawn. The juggler does not know what he has. One of three.',
          takeCheck: { skill: 'Sleight of Hand', difficulty: 12, success: 'You watch the cups, not his hands, and lift the jade bead from the third cup before it lands.', failure: 'The cups spin and the bead is somewhere else. The crowd laughs at you.' },
        },
      ],
      foes: [
        {
          key: 'night-watch',
          name: 'the Night Watch',
          icon: 'npc-watch',
          aliases: ['watch', 'guards', 'patrol', 'guard', 'halberds', 'watchmen', 'soldiers', 'men'],
          description: 'Four men of the Emir\'s watch in lacquered armour. They look bored, which is worse than angry.',
          hp: 3,
          defense: 13,
          attack: 12,
          damage: 2,
          blocks: ['scaffolds'],
          awareness: 13,
          lines: ['The mosque is closed by the Emir\'s order. Masons only.'],
          parley: { skill: 'Persuasion', difficulty: 13, success: 'You speak of the Emir\'s guests, and of the envoy of Castile, and of what the Emir does to men who shame his guests. The halberds part.', failure: 'They have orders, and you have only words. A halberd shaft knocks the breath out of you.', onFail: { damage: 1 } },
          defeatedText: 'The watch retreats to ring their bell somewhere else. The way to the scaffolds is open.',
        },
      ],
      features: [
        {
          key: 'juggler',
          name: 'juggler\'s cups',
          aliases: ['juggler', 'cups'],
          description: 'Three copper cups and a pea.',
          stateNotes: [
            { when: { not_taken: 'bead-jade' }, text: 'And — when the lantern catches it — a bead of green jade doing the pea\'s job.' },
            { when: { taken: 'bead-jade' }, text: 'Only the pea does the pea\'s job now, and the juggler has not noticed.' },
          ],
        },
      ],
    },
    {
      key: 'rooftop',
      name: 'The Rooftop of the Young Prince',
      description:
        'At the top of the minaret stair a boy of ten sits among quadrants and wax tablets, ignoring the feast to count stars. ' +
        'He is Ulugh Beg, the Emir\'s grandson, and twenty years from now he will build the greatest observatory in the world. ' +
        'Tonight he is furious: the stars keep jumping.',
      milestone: 'You have found the one person in Samarkand who measures time exactly. The Sanctum marks your passage: Free Resurrection for Subscribers.',
      exits: [{ to: 'registan', label: 'the minaret stair down', aliases: ['stair', 'down', 'registan'] }],
      items: [
        { key: 'bead-lapis', name: 'Lapis Hour-Bead', icon: 'item-bead-lapis', aliases: ['lapis', 'bead', 'blue'], hidden: 'search', publicDescription: 'A bead of deep blue lapis holding a winter midnight full of stars. One of three.' },
      ],
      characters: [
        {
          key: 'ulugh-beg',
          name: 'Ulugh Beg',
          icon: 'npc-ulugh-beg',
          aliases: ['ulugh', 'beg', 'prince', 'boy', 'astronomer'],
          lines: [
            {
              when: { not_given: 'ulugh-beg' },
              text: 'Three times tonight Vega has moved by a finger\'s width and moved back. Something under the new dome is swallowing the hours. Take my chart: I have marked where it hides.',
            },
            'The thing is fast, but it is bound to the turning of the sky: strike when the star it stole is overhead.',
            'When I am grown I will measure the year to within a minute. If there are any minutes left.',
          ],
          gives: { item: 'star-chart', text: 'The prince hands you a wax tablet scratched with the dome\'s stars: a weak point marked in red.' },
        },
      ],
      features: [
        { key: 'quadrant', name: 'brass quadrant', aliases: ['quadrant', 'instruments', 'tablets', 'telescope', 'spyglass'], description: 'The quadrant is set on the dome of Bibi-Khanym. Through it you see a shadow move across the unfinished ribs, and stars flicker where it passes.' },
      ],
    },
    {
      key: 'garden',
      name: 'The Garden of Heart\'s Delight',
      description:
        'Silk pavilions glow among plane trees. Timur\'s feast has gone on for days: roast horse, wine from Shiraz, wrestlers ' +
        'and musicians. The Emir himself is absent tonight. A cupbearer in green moves between the guests with a ring of keys ' +
        'at his belt, and a wrestling bout spills across the path toward you.',
      hazard: {
        key: 'wrestlers',
        name: 'a tumbling wrestling bout',
        kind: 'defense',
        check: { skill: 'Athletics', difficulty: 11, success: 'You sidestep two wrestlers and a cheering courtier.', failure: 'A wrestler the size of a bullock lands on you. Everyone applauds.', onFail: { damage: 1 } },
      },
      exits: [{ to: 'bazaar', label: 'the garden road west', aliases: ['west', 'bazaar', 'market', 'road'] }],
      characters: [
        {
          key: 'cupbearer',
          name: 'the Cupbearer',
          icon: 'npc-cupbearer',
          aliases: ['cupbearer', 'servant', 'keys'],
          lines: [
            { when: { not_given: 'cupbearer' }, text: 'Wine? No? Then what do you want with me, stranger? These keys are the Emir\'s business.' },
            'Go quietly. The Emir is not himself these nights; he says he has lived the same day twice.',
          ],
          gives: {
            item: 'prison-key',
            requires: 'safe-conduct',
            kept: true,
            line: 'A paiza from the Castilian! He saved my brother in Sultaniyya. Keep it; take the key to the well-prison too, and I never saw you.',
            text: 'The cupbearer slips an iron key off his ring and into your sleeve.',
          },
        },
      ],
      features: [
        { key: 'pavilions', name: 'silk pavilions', aliases: ['pavilions', 'tents', 'feast', 'tables'], description: 'Tables groan under dishes that are never emptied, because — you realise — the same hour keeps being served again.' },
      ],
      searchEmpty: 'The feast has been picked clean of everything but crumbs and rumours.',
    },
    {
      key: 'well-prison',
      name: 'The Well-Prison',
      description:
        'At the end of the narrow lane, a round shaft drops into the earth, with steps cut spiralling down its wall. At the bottom, ' +
        'the wall is drawn over in charcoal: the dome of Bibi-Khanym, and in it, a coiled shape made of clock-hands.',
      stateNotes: [
        { when: { not_freed: 'nasrin' }, text: 'In a cell behind iron bars, a woman sits drawing it with a piece of charcoal.' },
        { when: { freed: 'nasrin' }, text: 'Nasrin sits on the bottom step, outside the open cell, adding stars to her drawing.' },
      ],
      hazard: {
        key: 'slick-steps',
        name: 'slick spiral steps',
        kind: 'skill',
        check: { skill: 'Athletics', difficulty: 10, success: 'You keep a hand on the wall and reach the bottom dry-shod.', failure: 'Your foot slides and you drop the last turn of the spiral onto wet stone.', onFail: { damage: 1 } },
      },
      exits: [{ to: 'bazaar', label: 'the spiral steps up', aliases: ['steps', 'up', 'lane', 'bazaar', 'market'] }],
      characters: [
        {
          key: 'nasrin',
          name: 'Nasrin the Cartographer',
          icon: 'npc-nasrin',
          aliases: ['nasrin', 'cartographer', 'woman', 'prisoner', 'cell', 'bars', 'lock', 'iron bars'],
          lines: [
            { when: { not_freed: 'nasrin' }, text: 'You can see it too, then. Good. I drew what is in the dome and they called it sorcery. It is not sorcery. It is hunger.' },
            { when: { not_freed: 'nasrin' }, text: 'The cupbearer has the key to this cell. He drinks with the Emir\'s guests in the garden, and he owes the Castilian.' },
            { when: { freed: 'nasrin' }, text: 'It feeds on hours. Its armour is stolen time; light from a stolen star shows the gaps.' },
            { when: [{ freed: 'nasrin' }, { not_holds: 'mason-rope' }], text: 'Go up by the mason\'s rope from the scaffolds: the last stretch to the dome\'s rim is sheer tile.' },
            { when: { freed: 'nasrin' }, text: 'Go. I will find Clavijo when the hours are back where they belong.' },
          ],
          captive: {
            requires: 'prison-key',
            check: { skill: 'Sleight of Hand', difficulty: 15, success: 'The old lock gives to a bent nail and a prayer.', failure: 'The nail snaps in the lock.' },
            captiveText: 'Nasrin is locked behind iron bars.',
            keyText: 'The cupbearer\'s key fits.',
            freedText: 'The lock turns with a groan. Nasrin steps out, stretching charcoal-black fingers. "Go — it is strongest at the hour of the wolf."',
          },
        },
      ],
      features: [
        { key: 'charcoal-drawing', name: 'charcoal drawing', aliases: ['drawing', 'wall', 'charcoal', 'sketch'], description: 'A coiled creature of clock-hands wrapped around the dome\'s keystone. Nasrin has marked one gap in its coils with a star.' },
      ],
    },
    {
      key: 'scaffolds',
      name: 'The Scaffolds of Bibi-Khanym',
      description:
        'Timber scaffolds climb the greatest mosque in the world, half-finished, its blue tiles glittering with moonlight. Mortar ' +
        'buckets sway on ropes. High above, the dome\'s rim is lost in a shimmer like heat over a road, though the night is cool.',
      hazard: {
        key: 'falling-brick',
        name: 'a falling brick',
        kind: 'defense',
        check: { skill: 'Athletics', difficulty: 12, success: 'A brick bursts on the planks where you stood a heartbeat ago.', failure: 'A glazed brick glances off your head. Stars that are not in the sky.', onFail: { damage: 2 } },
      },
      exits: [
        { to: 'registan', label: 'the ladders down', aliases: ['down', 'ladders', 'registan', 'south'] },
        {
          to: 'dome',
          label: 'the dome\'s rim',
          aliases: ['dome', 'rim', 'up'],
          locked: {
            item: 'mason-rope',
            check: { skill: 'Athletics', difficulty: 15, success: 'You climb the tile-work with fingers and toes like a gecko.', failure: 'A tile comes away in your hand; you slide back to the planks.', onFail: { damage: 1 } },
            text: 'The last stretch to the dome\'s rim is sheer tile-work.',
            unlockText: 'You swing the mason\'s rope up over a scaffold pole and climb to the rim of the dome.',
          },
        },
      ],
      items: [
        { key: 'mason-rope', name: "Mason's Rope", icon: 'item-rope', aliases: ['rope', 'mason'], publicDescription: 'A mason\'s rope with a hook spliced on. It will reach the dome.' },
      ],
      features: [
        { key: 'mortar-buckets', name: 'mortar buckets', aliases: ['buckets', 'bucket', 'pulley'], description: 'Buckets of mortar that has set and unset and set again: the hours pass over this place like a tide.' },
      ],
    },
    {
      key: 'dome',
      name: 'Under the Unfinished Dome',
      description:
        'You stand on a ring of scaffolding inside the half-built dome. Moonlight falls through the open crown. Coiled around the ' +
        'keystone is the Hour-Thief: a serpent of clock-hands and candle-smoke, its scales made of stolen minutes, each one ticking.',
      exits: [{ to: 'scaffolds', label: 'the rope down', aliases: ['rope', 'down', 'scaffolds'] }],
      foes: [
        {
          key: 'hour-thief',
          name: 'the Hour-Thief',
          icon: 'npc-hour-thief',
          aliases: ['thief', 'serpent', 'snake', 'hour-thief', 'creature', 'monster'],
          description: 'A serpent of clock-hands and candle-smoke. Where it breathes, moments vanish. Each of its scales is an hour someone lost.',
          hp: 4,
          defense: 14,
          attack: 13,
          damage: 3,
          lines: ['Every hour is sweeter for being someone else\'s, Historian. Give me yours.'],
          parley: { skill: 'Persuasion', difficulty: 17, success: 'You tell it what the hours will become if left to run: an observatory, a map, a book of the world. It has never been offered a future before. It uncoils and drifts away into the stars it stole, returning them one by one.', failure: 'It laughs, a sound like a hundred clocks striking at once, and lashes at you.', onFail: { damage: 2 } },
          defeatedText: 'The Hour-Thief bursts into a shower of ticking minutes that fall upward through the crown of the dome, back into the sky. Somewhere below, every hourglass in Samarkand runs the right way.',
        },
      ],
      features: [
        { key: 'keystone', name: 'keystone', aliases: ['keystone', 'crown', 'moonlight'], description: 'The keystone is blank. In the finished mosque, years from now, it will carry a verse about time. Tonight the thing wrapped round it wants to keep that from ever being carved.' },
      ],
    },
  ],
  items: [
    { key: 'safe-conduct', name: 'Safe-Conduct of the Envoy', icon: 'item-paiza', aliases: ['safe-conduct', 'paiza', 'conduct', 'papers'], publicDescription: 'Clavijo\'s safe-conduct, sealed by Timur\'s chancery. Doors open for it.', bonus: { skill: 1 } },
    { key: 'damascus-blade', name: 'Damascus Blade', icon: 'item-sword', aliases: ['blade', 'sword', 'damascus', 'steel'], publicDescription: 'A sword whose steel ripples like water. +2 to combat attacks.', bonus: { attack: 2 } },
    { key: 'prison-key', name: 'Iron Key of the Well-Prison', icon: 'item-key', aliases: ['key', 'iron key'], publicDescription: 'A heavy iron key from the cupbearer\'s ring. It opens the cell at the bottom of the well.' },
    { key: 'star-chart', name: "Prince's Star Chart", icon: 'item-chart', aliases: ['chart', 'tablet', 'stars'], publicDescription: 'Ulugh Beg\'s wax tablet: the dome\'s stars and the Hour-Thief\'s weak point. +2 to combat attacks and defence.', bonus: { attack: 2, defense: 2 } },
  ],
  missions: [
    { key: 'nms-rescue', description: 'Rescue: free Nasrin the cartographer from the well-prison.', rule: { type: 'rescue', character: 'nasrin' } },
    { key: 'nms-hardcore', description: 'Hardcore Mode: defeat the Hour-Thief without ever being resurrected.', rule: { type: 'hardcore_mode', noFailedChecks: false } },
    { key: 'nms-hour-beads', description: 'Treasure Hunt: recover the three Hour-Beads — amber, jade and lapis.', rule: { type: 'treasure_hunt', items: ['bead-amber', 'bead-jade', 'bead-lapis'] } },
  ],
  goal: { kind: 'defeat', foe: 'hour-thief' },
  victory_text:
    'The stolen hours rain back into Samarkand. Clavijo will write that the Emir\'s feasts were the longest he ever saw, and ' +
    'never know why.',
  victory_notes: [
    { when: { freed: 'nasrin' }, text: 'Nasrin draws the dome as it will be, finished, and hers is the only map of Samarkand that shows where the hours went.' },
    { when: { not_freed: 'nasrin' }, text: 'At the bottom of the well-prison Nasrin is still drawing in charcoal. In the morning they will wash the wall.' },
    { when: { mission: 'nms-hour-beads' }, text: 'The three hour-beads in your satchel warm like coals: a summer afternoon, a rainy dawn and a winter midnight, going home to whoever lost them.' },
    { when: { spared: 'hour-thief' }, text: 'The Hour-Thief did not die: it drifted into the stars it stole, promised a future. On clear nights over Samarkand one of them still seems to blink.' },
    { text: 'On a rooftop a boy finishes his count of the stars, and it comes out exactly right.' },
  ],
  game_over: {
    action_counter_zero: 'The Hour-Thief swallows the last of your hours. The night market goes still mid-shout, and this Samarkand ends between two ticks of a clock.',
    deadly_failure: 'You fall on the stones of Samarkand. The city goes on feasting over the place where you were.',
  },
};
