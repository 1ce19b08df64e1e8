/**
 * The Bell of Ninefold Hollow — an original Memory (Vellum House, premium).
 * A mountain valley, 1611: a bell that tolls nine times at dusk to keep the valley's echoes where they belong.
 */
import type { MemorySeed } from '../memory-types';

export const bellOfNinefoldHollow: MemorySeed = {
  series_id: 'ninefold-bell',
  saga_id: 'saga-ninefold-bell',
  name: 'The Bell of Ninefold Hollow',
  description:
    'Ninefold Hollow, 1611: every dusk the great bell tolls nine times to keep the valley’s old echoes in their caves. On the night it cracks on the eighth, the echoes come down the mountain looking for mouths. Step into the memory and help a bell-ringer, a monk and one very curious echo find the word that was lost.',
  art: 'cover-ninefold-bell',
  creator: 'vellum-house',
  is_premium: true,
  characters: [
    {
      key: 'agnethe',
      name: 'Agnethe Rook',
      description:
        'Bell-ringer of Ninefold Hollow since her husband fell off the belfry ladder in 1604 (“He was reaching for a pie,” she says, and will not elaborate). Sharp-tongued, strong-armed, and the only person in the valley who has never been afraid of the dark.',
      art: 'char-agnethe',
    },
    {
      key: 'tobiah',
      name: 'Brother Tobiah Venn',
      description:
        'A bellwright monk from the abbey below the pass: gentle, absent-minded and unable to tell a lie without his ears turning scarlet. Keeps bees, and explains metallurgy to them at length.',
      art: 'char-tobiah',
    },
    {
      key: 'hush',
      name: 'Hush',
      description:
        'An echo that has come loose from its voice. At first it can only repeat what it hears; slowly, and with enormous delight, it learns to say things of its own. Its jokes need work.',
      art: 'char-hush',
    },
    {
      key: 'dale',
      name: 'Magistrate Corvin Dale',
      description:
        'Magistrate of the lower valley and collector of the Duke’s levies, with a ledger, a fur collar and orders to melt the Ninefold bell into cannon. Pompous, precise, and secretly very lonely.',
      art: 'char-dale',
    },
  ],
  adventures: [
    {
      adventure_id: 'ninefold-bell-1',
      name: 'The Cracked Bell',
      description:
        'Ninefold Hollow, 1611. For two hundred years the bell has tolled nine at dusk — until the night it cracks on the eighth, and the valley’s echoes come down to find new voices.',
      art: 'adventure-ninefold-bell-1',
      chapters: [
        {
          title: 'Nine at Dusk',
          caption: 'Autumn, 1611. The Historian arrives in a belfry just as the eighth toll breaks.',
          blocks: [
            {
              blockType: 'narrative',
              text: 'You arrive between one toll and the next. The air is still shaking from the seventh — you feel it in your teeth — and you are standing in a belfry of black timber above a valley gone blue with dusk. Snow lies on the high shoulders of the mountains, and in the cliff across the valley, nine caves gape in a row like the holes of a flute.',
            },
            {
              blockType: 'action',
              text: 'A woman with forearms like ship’s cables hauls on the bell-rope. The great bell swings. The eighth toll comes out of it — and splits down the middle, a sound like a plate dropped in heaven, and a crack runs through the bronze from lip to crown.',
            },
            {
              blockType: 'dialog',
              character: 'agnethe',
              text: 'No. No, no, no. Two hundred years this bell has never missed a ninth. Don’t just stand there gawping, whoever you are — grab the rope!',
            },
            {
              blockType: 'narrative',
              text: 'But the rope hangs slack, and across the valley the nine caves begin to breathe out. Sound comes pouring from them: whispers, laughter, a dog barking in some year long gone, a hundred voices saying a hundred half-things, sliding down over the snow toward the village like fog with words in it.',
            },
            {
              blockType: 'dialog',
              character: 'hush',
              text: 'Grab the rope. Grab the rope. Whoever you are.',
            },
            {
              blockType: 'narrative',
              text: 'The voice comes out of the air just behind your left ear: Agnethe’s words, in a voice that is almost, but not quite, your own. When you turn there is nothing there but a faint shimmer, like heat over a kiln, hanging in the cold.',
            },
            {
              blockType: 'dialog',
              character: 'tobiah',
              text: 'I heard it from the pass. The eighth broke, didn’t it? Oh, that’s bad. That is very bad. That is — I’m sorry, I’m meant to be reassuring. The abbot says I’ve no gift for it.',
            },
            {
              blockType: 'cliffhangerMoment',
              text: 'Below, in the square, the baker steps out of his door to see what the noise is, opens his mouth to shout — and a lullaby comes out of it, in an old woman’s voice. Then the blacksmith starts speaking in a stranger’s. Then the children. The loose echoes are slipping into the village’s mouths, and the true voices are being pushed out.',
            },
          ],
          moment: {
            type: 'decisive_moment',
            prompt: 'The echoes are stealing the village’s voices. What do you do?',
            branches: [
              {
                key: 'ring-cracked',
                label: 'Ring the cracked bell anyway — give the valley its ninth toll',
                keywords: [
                  'ring',
                  'bell',
                  'toll',
                  'ninth',
                  'rope',
                  'pull',
                  'cracked bell',
                  'ring it',
                  'sound',
                  'strike',
                  'help agnethe',
                ],
                outcome: [
                  {
                    blockType: 'action',
                    text: 'You and Agnethe throw your whole weight on the rope together. The cracked bell swings and gives a ninth toll — ugly, doubled, a sound with a limp in it — and across the valley the rush of echoes stumbles, as if it has heard its name called by someone with a bad cold.',
                  },
                  {
                    blockType: 'narrative',
                    text: 'Half the echoes turn and drift back toward the caves. Half do not. In the square, the baker coughs up the last of somebody’s grandmother’s lullaby and finds his own voice again, hoarse and swearing magnificently.',
                  },
                  {
                    blockType: 'dialog',
                    character: 'agnethe',
                    text: 'Half a ninth. Better than none. But she won’t take another night like that — you can hear it in her. She’s hurting.',
                  },
                ],
              },
              {
                key: 'catch-echoes',
                label: 'Catch the echoes — in Tobiah’s bee skeps, jars, anything',
                keywords: [
                  'catch',
                  'trap',
                  'jar',
                  'skep',
                  'bee',
                  'beehive',
                  'contain',
                  'collect',
                  'net',
                  'capture',
                  'bottle',
                ],
                outcome: [
                  {
                    blockType: 'action',
                    text: 'Tobiah upends his bee skeps — “Sorry, ladies, emergency” — and you run down into the square with them, clapping the straw domes over every patch of shimmering air you can find. The skeps hum with trapped voices, arguing with each other in muffled tones.',
                  },
                  {
                    blockType: 'narrative',
                    text: 'It isn’t enough to stop the flood, but it slows it, and one by one the villagers cough and find their own voices again. One skep, set down on the well-head, keeps talking in a small and very reasonable voice: “Let me out. Let me out. I can help.” When you lift it, the shimmer from the belfry drifts free and settles on your shoulder like a cat.',
                  },
                ],
              },
              {
                key: 'follow-hush',
                label: 'Follow the shimmering voice — it seems to know where they go',
                keywords: [
                  'follow',
                  'shimmer',
                  'voice',
                  'echo',
                  'listen',
                  'talk to it',
                  'ask it',
                  'whisper',
                  'the voice',
                  'hush',
                  'trust it',
                ],
                outcome: [
                  {
                    blockType: 'dialog',
                    character: 'hush',
                    text: 'Follow. Follow. Whoever you are. Follow.',
                  },
                  {
                    blockType: 'action',
                    text: 'You follow the shimmer down the ladder and across the square, and where it passes, the loose echoes part like a crowd for a bishop. It leads you to the baker, still gasping out somebody else’s lullaby, hovers at his ear, and says very clearly, in the baker’s own voice: “Bread.”',
                  },
                  {
                    blockType: 'narrative',
                    text: 'The baker blinks, says “Bread?” in his own voice — and is himself again. All across the square, the shimmer darts from mouth to mouth, handing people back their voices like dropped coins, until the last of the strangers’ words have fled back up the mountain for the night.',
                  },
                ],
              },
            ],
          },
        },
        {
          title: 'The Hollow of Voices',
          caption: 'Morning in a valley where nobody is quite sure who is speaking.',
          blocks: [
            {
              blockType: 'narrative',
              text: 'Morning comes grey and muffled. Ninefold Hollow is a village of people speaking carefully, testing each word before they let it out. The echoes have not gone. They have drawn back to the edges of things — under the eaves, inside empty milk churns, down the well — and they mutter there, waiting for dusk.',
            },
            {
              blockType: 'narrative',
              text: 'In the belfry, Tobiah lies on his back beneath the cracked bell with a candle and an expression of profound sorrow. The crack runs straight through the inscription on the bronze: nine words in an old script you can almost read. Eight are clear. The ninth has been worn to a smooth blank, as if a thumb had rubbed it away.',
            },
            {
              blockType: 'dialog',
              character: 'tobiah',
              text: 'It was cast in 1411 with nine true words, one for each cave. The words keep the echoes in. I can recast it — I have a kiln and a great deal of optimism — but I need all nine, and nobody has been able to read the ninth for two hundred years.',
            },
            {
              blockType: 'narrative',
              text: 'The shimmer from last night has not left you. It has settled in the belfry rafters like a swallow, and it still repeats things, but slowly now, trying each word for size. Agnethe has named it Hush, on the grounds that it won’t.',
            },
            {
              blockType: 'dialog',
              character: 'hush',
              text: 'Ninth. Ninth. Nobody. Two hundred years. … Hush. Hush is a name? I have a name. Hush.',
            },
            {
              blockType: 'narrative',
              text: 'Then a carriage comes grinding up the valley road, black-lacquered, the Duke’s arms on its door, and behind it a wagon stacked with ropes and pulleys. Out steps a man in a fur collar with a ledger under his arm, who looks up at the belfry the way a cook looks at a goose.',
            },
            {
              blockType: 'dialog',
              character: 'dale',
              text: 'Magistrate Corvin Dale, for the Duke. That bell is cracked, and therefore, under the Levy Ordinance of 1608, forfeit as scrap bronze. The Duke requires cannon. I require the bell. My men require lunch, but we shall lower it first.',
            },
            {
              blockType: 'dialog',
              character: 'agnethe',
              text: 'Lower that bell, Magistrate, and by tonight you’ll be talking in your great-grandmother’s voice. So will the Duke. So will his cannon.',
            },
            {
              blockType: 'cliffhangerMoment',
              text: 'Dale flicks a gloved hand. His men swarm up the belfry ladders; ropes snake over the beam; the cracked bell groans on its yoke and begins, inch by inch, to tilt. And up in the rafters, Hush begins to repeat Dale’s own orders back to him — in a voice that is not his at all.',
            },
          ],
          moment: {
            type: 'critical_moment',
            prompt: 'Dale’s men are lowering the bell for the Duke’s foundry. What do you do?',
            branches: [
              {
                key: 'hush-trick',
                label: 'Let Hush throw Dale’s voice and send his carters home',
                keywords: [
                  'trick',
                  'hush',
                  'throw voice',
                  'fake',
                  'impersonate',
                  'order',
                  'carters',
                  'deceive',
                  'mimic',
                  'send them home',
                  'lunch',
                ],
                outcome: [
                  {
                    blockType: 'action',
                    text: 'You whisper to the rafters. Hush listens, considers, and then bellows in the exact nasal tone of Magistrate Corvin Dale: “Men! Stop at once! Lunch first! The Duke insists upon lunch! At my expense!”',
                  },
                  {
                    blockType: 'narrative',
                    text: 'The carters, who have worked for Dale for eleven years and never once been offered lunch, drop the ropes in astonished joy and troop off to the tavern. Dale’s protests are drowned out by his own voice, bellowing about sausages. By the time he catches up with them, you and Agnethe have lowered the bell — gently, properly — onto the straw in the square for Tobiah.',
                  },
                  {
                    blockType: 'dialog',
                    character: 'dale',
                    text: 'That was a very low trick. I want it noted. I also want to know how much sausage I have just bought.',
                  },
                ],
              },
              {
                key: 'persuade-dale',
                label: 'Persuade Dale — one night to recast it, and he gets his report',
                keywords: [
                  'persuade',
                  'talk',
                  'convince',
                  'reason',
                  'negotiate',
                  'deal',
                  'bargain',
                  'one night',
                  'argue',
                  'explain',
                  'magistrate',
                  'plead',
                ],
                outcome: [
                  {
                    blockType: 'dialog',
                    character: 'dale',
                    text: 'One night? You want me to write in the Duke’s ledger that a bell was spared because it keeps the echoes in? He will think I have taken to drink. … What sort of voices, exactly?',
                  },
                  {
                    blockType: 'narrative',
                    text: 'You tell him about the baker and the lullaby. And Hush, in the rafters, helpfully says, “Corvin, come in, it’s raining,” in the soft voice of a woman long dead — and Magistrate Dale goes very quiet, and sits down on the belfry step with his ledger in his lap.',
                  },
                  {
                    blockType: 'dialog',
                    character: 'dale',
                    text: 'My mother. She used to — well. One night. The bell comes down for your monk to recast. If it rings nine by tomorrow’s dusk, I shall write that it was never cracked at all.',
                  },
                ],
              },
              {
                key: 'let-it-fall',
                label: 'Let the bell go — and watch what the echoes do',
                keywords: [
                  'let it go',
                  'let them',
                  'watch',
                  'allow',
                  'wait',
                  'do nothing',
                  'step back',
                  'observe',
                  'let dale',
                  'follow the bell',
                ],
                outcome: [
                  {
                    blockType: 'action',
                    text: 'You lay a hand on Agnethe’s arm and shake your head. Dale’s men lower the bell into the square and roll it onto the wagon, the Duke’s arms gleaming on the tailboard. The carter cracks his whip.',
                  },
                  {
                    blockType: 'narrative',
                    text: 'The wagon does not move. The horses strain; the axle groans; the wheels sink into the cobbles as though the bell weighed as much as the mountain. Every echo in the valley has piled into it, clinging to the bronze like bees to a queen, and they are not going to the lowlands.',
                  },
                  {
                    blockType: 'dialog',
                    character: 'dale',
                    text: '… Well. It appears the bell is staying. Monk! Can you mend the thing here in the square? I cannot very well leave it in the road; people will think I lost a fight with a wagon.',
                  },
                ],
              },
            ],
          },
        },
        {
          title: 'Eight True Words',
          // What the first chapter's choice left behind, read before the last words (the ending remembers it).
          recalls: [
            { chapter: 1, branch: 'ring-cracked', blocks: [{ blockType: 'narrative', text: 'Agnethe’s palms still carry the rope-burn from the night you rang the cracked bell together. She rubs them and grins at you.' }] },
            { chapter: 1, branch: 'catch-echoes', blocks: [{ blockType: 'narrative', text: 'Tobiah’s bee skeps sit in a row by the kiln, still humming with the voices you caught in them that first dusk, waiting to be let home.' }] },
            { chapter: 1, branch: 'follow-hush', blocks: [{ blockType: 'narrative', text: 'Hush drifts to your shoulder, the way it did the first night, when you followed it and nobody else would.' }] },
          ],
          caption: 'A night of fire in the square, and a word that will not come.',
          blocks: [
            {
              blockType: 'narrative',
              text: 'By afternoon the cracked bell sits in the square on a bed of straw, and Tobiah has built a kiln around it out of bricks, prayers and the village’s entire winter supply of charcoal. Dale hovers at the edge of the crowd with his ledger, writing things down and then crossing them out.',
            },
            {
              blockType: 'dialog',
              character: 'tobiah',
              text: 'Eight words I can read. Each must be spoken into the melt by someone who means it — bronze can tell. The ninth … well. We shall do eight, and I shall pray to Saint Dunstan that the ninth turns up on its own.',
            },
            {
              blockType: 'action',
              text: 'At dusk the bronze runs orange. One by one the words are spoken into the glowing mould. Agnethe says “Home.” The baker says “Bread,” and is enormously pleased to find it on the bell. A small girl says “Mine.” Old Widow Sarn says “Sorry,” and nobody asks to whom. You are handed the seventh — “Stay” — and you say it, and feel the metal listen.',
            },
            {
              blockType: 'narrative',
              text: 'Eight words in. The mould cools through the night. At dawn Tobiah knocks it open with a mallet, and the new bell gleams in the torchlight without a crack or a blemish. They haul it up to the belfry, and Agnethe rings it — one, two, three, on up to eight, clear as cold water.',
            },
            {
              blockType: 'narrative',
              text: 'The ninth toll does not come. The rope pulls, the bell swings, and there is nothing: a hole in the sound, a silence shaped exactly like a word. And in the nine caves across the valley, very softly, the echoes begin to laugh.',
            },
            {
              blockType: 'dialog',
              character: 'hush',
              text: 'Ninth. The ninth word. I know where it is. I … think I know where it is. I think I have always known.',
            },
            {
              blockType: 'mainCharacter',
              text: 'Hush is shimmering more brightly than you have ever seen it. And for the first time, its voice doesn’t sound borrowed from anyone at all.',
            },
            {
              blockType: 'dialog',
              character: 'agnethe',
              text: 'Then tomorrow we go into the ninth cave. All of us. Even you, Magistrate — bring your ledger. You can count the bats.',
            },
          ],
        },
      ],
      end: { type: 'next_available' },
    },
    {
      adventure_id: 'ninefold-bell-2',
      name: 'The Ninth Word',
      description:
        'The new bell rings eight and falls silent. To find the ninth word, the Historian must climb into the deepest cave of Ninefold Hollow, where every voice the valley ever lost is still talking.',
      art: 'adventure-ninefold-bell-2',
      chapters: [
        {
          title: 'The Ninth Cave',
          caption: 'Into the cliff, where the valley keeps its old voices.',
          blocks: [
            {
              blockType: 'narrative',
              text: 'The ninth cave is the highest, reached by a goat-path, a rope, and a ladder someone nailed together in the reign of a different king. Agnethe leads. Tobiah follows with a lantern and a bag of beeswax. Dale comes last, complaining in a steady undertone, his ledger buttoned inside his coat like a second heart.',
            },
            {
              blockType: 'dialog',
              character: 'dale',
              text: 'I wish it noted that a magistrate of the Duke should not be required to climb. I wish it noted. Is anyone noting it?',
            },
            {
              blockType: 'dialog',
              character: 'hush',
              text: 'Noted. Noted. I am noting it. … Was that a joke? Is that how a joke goes? I have never made one before. I think I want to make lots.',
            },
            {
              blockType: 'narrative',
              text: 'Inside, the cave is warm and breathing. Its walls are smooth as the inside of a shell, and every surface is speaking — softly, constantly, all at once. A man asking for salt in 1520. A girl counting sheep and losing count. A shepherd’s whistle. Hundreds of voices worn smooth as river pebbles, each one a thing somebody once said in this valley and never got back.',
            },
            {
              blockType: 'action',
              text: 'Tobiah hands out plugs of beeswax. “Not all the way in,” he warns. “Just enough to keep your own voice in your own head.” You press the wax into your ears, the babble drops to a tide-roar, and you follow the lantern deeper.',
            },
            {
              blockType: 'narrative',
              text: 'The passage narrows, then opens into a round chamber shaped like the inside of a bell, and in its centre stands an anvil of black stone. Scratched into it, in the same old script as the bell, are the eight words you know — and a ninth space, smooth, with the print of a thumb pressed into it.',
            },
            {
              blockType: 'cliffhangerMoment',
              text: 'Then the oldest voice in the cave begins to speak, deep beneath the anvil, in words half-remembered — and the passage behind you starts to close, the rock folding shut like lips. Hush gives a thin cry you have never heard from it before: “That’s me. That voice. That’s where I came from.”',
            },
          ],
          moment: {
            type: 'decisive_moment',
            prompt: 'The cave is closing behind you, and the oldest voice is calling from below. What do you do?',
            branches: [
              {
                key: 'go-deeper',
                label: 'Follow the oldest voice down beneath the anvil',
                keywords: [
                  'deeper',
                  'follow',
                  'down',
                  'oldest voice',
                  'below',
                  'descend',
                  'anvil',
                  'go on',
                  'climb down',
                  'crack',
                  'keep going',
                ],
                outcome: [
                  {
                    blockType: 'action',
                    text: 'You find a crack behind the anvil and squeeze through, Agnethe’s hand on your collar, Tobiah’s lantern swinging, Dale wedging himself in last with a noise like a cork leaving a bottle. Behind you the passage closes with a soft, final click.',
                  },
                  {
                    blockType: 'narrative',
                    text: 'You climb down through the dark toward the voice, and it grows clearer with every step: a man, singing at his work, hammering in time. The rock here is warm as a hearthstone, and it smells, impossibly, of hot metal.',
                  },
                ],
              },
              {
                key: 'send-hush',
                label: 'Send Hush ahead — an echo can go where you cannot',
                keywords: [
                  'send hush',
                  'hush',
                  'ahead',
                  'scout',
                  'let hush go',
                  'ask hush',
                  'explore',
                  'send it',
                  'alone',
                  'echo first',
                ],
                outcome: [
                  {
                    blockType: 'dialog',
                    character: 'hush',
                    text: 'Me? Alone? … Yes. Yes, I can. I want to. Nobody has ever asked me to go first.',
                  },
                  {
                    blockType: 'action',
                    text: 'Hush slips down through a crack behind the anvil like smoke through a keyhole. For a long moment there is nothing. Then its voice comes back up out of the rock, bright and astonished: “There’s a stair! Come down — come down, it’s warm!”',
                  },
                  {
                    blockType: 'narrative',
                    text: 'The crack widens, grudgingly, as if the mountain has been asked politely by one of its own. You squeeze through one by one, Dale last and loudest, just as the passage behind you closes with a soft, final click.',
                  },
                ],
              },
              {
                key: 'shout-name',
                label: 'Shout your own name and map the cave by its echo',
                keywords: [
                  'shout',
                  'name',
                  'my name',
                  'call out',
                  'yell',
                  'sound',
                  'map the cave',
                  'listen',
                  'echolocation',
                  'cry out',
                  'scream',
                ],
                outcome: [
                  {
                    blockType: 'action',
                    text: 'You pull the wax from one ear and shout your own name into the dark. The cave seizes it and flings it back from a hundred surfaces, and in the shape of the echoes you hear the shape of the rock: the passage closing behind you, and a stair spiralling down behind the anvil.',
                  },
                  {
                    blockType: 'narrative',
                    text: 'But the cave keeps your name. It repeats it in the dark, fond and proprietary, passing it from wall to wall like a new toy. You hurry down the stair as the passage behind you closes with a soft, final click.',
                  },
                  {
                    blockType: 'mainCharacter',
                    text: 'Somewhere in 1611, a mountain has learned your name and intends to keep saying it. Historians are warned about this sort of thing in their first week. Nobody listens.',
                  },
                ],
              },
            ],
          },
        },
        {
          title: 'What Hush Remembers',
          caption: 'At the roots of the mountain, a foundry two hundred years cold.',
          blocks: [
            {
              blockType: 'narrative',
              text: 'At the bottom of the stair lies a foundry, two hundred years cold. Bellows of cracked leather. A casting-pit. Tongs and hammers laid in a neat row, as if their owner stepped out for a moment in 1411 and meant to be right back. And at the pit, shimmering faintly, the echo of a man hammering at nothing — the first bellwright, still at his work.',
            },
            {
              blockType: 'dialog',
              character: 'tobiah',
              text: 'Master Oswin Hale. He cast the bell. The abbey books say he went into the mountain to find the ninth word and never came out. I always assumed that was a metaphor. My ears are going red and I haven’t even lied.',
            },
            {
              blockType: 'narrative',
              text: 'The echo of Oswin Hale does not see you. It hammers, sings, stops — lifts its head as though someone has called it — and says a single word, soft and full of love, to someone who isn’t there. Then it hammers again, and sings, and stops, and says the word again. It has been doing this for two hundred years.',
            },
            {
              blockType: 'dialog',
              character: 'hush',
              text: 'That word. That word is me. I’m not an echo of the valley — I’m his. I’m the word he said the morning his daughter was born, the morning he finished the bell. He put me in it, to be the ninth. And when the bronze wore smooth, I fell out, and I have been falling ever since.',
            },
            {
              blockType: 'dialog',
              character: 'agnethe',
              text: 'Then you’re what’s missing. Oh, Hush. Oh, you daft, lovely thing.',
            },
            {
              blockType: 'dialog',
              character: 'dale',
              text: 'Let me be sure I have this right for the ledger. The bell needs the ninth word. The ninth word is … that. It talks. It made a joke earlier. Not a good one, but it made one.',
            },
            {
              blockType: 'mainCharacter',
              text: 'You look at the shimmer that has followed you through this whole memory, learning to speak in its own voice. It is the only echo in the valley that ever wanted to be more than a repetition. And the bell needs it back.',
            },
            {
              blockType: 'cliffhangerMoment',
              text: 'Overhead, through a mile of rock, you hear the new bell toll eight at dusk — and stop. The silence where the ninth should be grows and grows, and the echoes come pouring out of the caves again, stronger than before, and this time there is laughter in them. Tonight, unless the ninth word rings, the village will lose its voices for good.',
            },
          ],
          moment: {
            type: 'critical_moment',
            prompt: 'The bell needs its ninth word, and the ninth word is Hush. What do you do?',
            branches: [
              {
                key: 'hush-returns',
                label: 'Let Hush choose to go home into the bell',
                keywords: [
                  'let hush',
                  'hush chooses',
                  'go into the bell',
                  'return',
                  'go home',
                  'ninth word',
                  'accept',
                  'let go',
                  'goodbye',
                  'become the bell',
                  'its choice',
                ],
                outcome: [
                  {
                    blockType: 'dialog',
                    character: 'hush',
                    text: 'I’ve been so many people’s words. I should like to be one word, properly. And I’ll be the loudest voice in the valley, every dusk, for ever. That’s not nothing. That’s not nothing at all.',
                  },
                  {
                    blockType: 'narrative',
                    text: 'Hush brushes past each of you in turn — a warmth on your cheek like a breath — and pauses beside the echo of Oswin Hale, who stops hammering, and for the first time in two hundred years, smiles. Then Hush rises up through the rock toward the belfry, a thread of light going home.',
                  },
                ],
              },
              {
                key: 'give-own-voice',
                label: 'Offer your own voice as the ninth word instead',
                keywords: [
                  'my voice',
                  'own voice',
                  'instead',
                  'offer',
                  'historian',
                  'take me',
                  'replace',
                  'my word',
                  'trade',
                  'sacrifice myself',
                  'save hush',
                ],
                outcome: [
                  {
                    blockType: 'action',
                    text: 'You step to the casting-pit and say you will give the ninth word yourself — a Historian has voice enough to spare. The echo of Oswin Hale stops hammering. For the first time in two hundred years, it turns and looks at someone.',
                  },
                  {
                    blockType: 'narrative',
                    text: 'It hears your word — whatever word you choose to give — and weighs it, and sets it gently aside. A good word, the look says. But not the ninth. Then the old echo holds out its hand to Hush, and Hush says, “I know. I know. It’s all right. I was always going home.”',
                  },
                  {
                    blockType: 'narrative',
                    text: 'Hush rises up through the rock toward the belfry, a thread of light, and it carries your word with it, tucked inside its own, like a pressed flower in a letter.',
                  },
                ],
              },
              {
                key: 'village-word',
                label: 'Ask the whole village to make a new ninth word together',
                keywords: [
                  'village',
                  'together',
                  'everyone',
                  'new word',
                  'all of us',
                  'whole village',
                  'everybody shouts',
                  'share',
                  'make a word',
                  'community',
                  'people',
                ],
                outcome: [
                  {
                    blockType: 'action',
                    text: 'You race back up the stair with Agnethe and burst out onto the ledge above Ninefold Hollow just as the echoes pour down. You cup your hands and shout to the village below: one word, everyone, all at once — whatever word they would keep if they could keep only one.',
                  },
                  {
                    blockType: 'narrative',
                    text: 'And the village shouts. Hundreds of words together — names, “bread,” “home,” “again” — and Hush, hanging above the square, gathers them all like a bride gathering flowers, and braids them into a single sound that has never been said before. Then it carries that sound up to the belfry and goes in with it, because somebody has to be the voice that says it.',
                  },
                  {
                    blockType: 'dialog',
                    character: 'agnethe',
                    text: 'Listen to them. Every fool in the valley, all shouting at once. Best thing I ever heard.',
                  },
                ],
              },
            ],
          },
        },
        {
          title: 'Ninefold',
          // What the first chapter's choice left behind, read before the last words (the ending remembers it).
          recalls: [
            { chapter: 1, branch: 'go-deeper', blocks: [{ blockType: 'narrative', text: 'There is still dust from beneath the anvil on your knees, where you crawled after the oldest voice, and you find you do not want to brush it off.' }] },
            { chapter: 1, branch: 'send-hush', blocks: [{ blockType: 'narrative', text: 'Hush went ahead of you into the dark when you asked it to. Now, in the ninth toll, it has gone ahead of everyone, and it is not coming back, and that is right.' }] },
            { chapter: 1, branch: 'shout-name', blocks: [{ blockType: 'narrative', text: 'You remember the cave answering your own name back to you, wall by wall. Somewhere in the ninth toll, faintly, it is answering still.' }] },
          ],
          caption: 'Nine tolls at dusk, and a voice that finally belongs to itself.',
          blocks: [
            {
              blockType: 'narrative',
              text: 'By the time you all reach the square — scraped, wax-eared, Dale short of a button and most of his dignity — the whole village is standing in the snow, looking up at the belfry, and Agnethe is already halfway up the ladder.',
            },
            {
              blockType: 'action',
              text: 'She takes the rope. She pulls. One. Two. Three. The tolls roll out across the valley, clean and round, and at each one the flood of echoes falters. Six. Seven. Eight. Agnethe shuts her eyes and pulls the ninth.',
            },
            {
              blockType: 'narrative',
              text: 'The ninth toll comes. It is not like the others. It has a voice in it — warm, a little amused, entirely its own — and it says a word that means “home” and “born” and “here I am,” and every echo in the valley wheels like a flock of starlings and streams back into the nine caves, and the caves close their mouths, and are quiet.',
            },
            {
              blockType: 'dialog',
              character: 'dale',
              text: 'I shall write that the bell was inspected and found sound. Entirely sound. And that the magistrate recommends it be left alone in perpetuity, on pain of being spoken to by one’s mother.',
            },
            {
              blockType: 'dialog',
              character: 'tobiah',
              text: 'I have never heard a bell laugh before. I shall have to write a treatise. Nobody at the abbey will believe a word, and my ears will be scarlet for a month.',
            },
            {
              blockType: 'dialog',
              character: 'agnethe',
              text: 'Every dusk, Historian. Nine tolls. And on the ninth, I’ll say good evening to it. Somebody ought to.',
            },
            {
              blockType: 'mainCharacter',
              text: 'The memory is loosening — snow going soft at the edges, torchlight thinning into the amber of archive lamps. You are leaving. You find you would very much like to hear the bell once more before you go.',
            },
            {
              blockType: 'endingCliffhanger',
              text: 'You surface among the shelves, dust turning in the lamplight, the Ninefold chronicle open on the desk before you. It is very quiet. Then, from somewhere deep inside the book — faint, warm, unmistakable — a bell tolls nine times. And on the ninth, a voice you know says, entirely in its own voice: “Thank you. Come back and visit.”',
            },
          ],
        },
      ],
      end: { type: 'end_of_series' },
    },
  ],
};
