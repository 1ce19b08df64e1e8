/** Adventure 1: the Historian arrives in Isotta's workshop on the night the Ten come for her mirror. */
import type { AdventureSeed } from '../../memory-types';
import { action, cliffhanger, ending, narrative, say } from '../blocks';

export const theMirrorThatRemembers: AdventureSeed = {
  adventure_id: 'glassblowers-oath-1',
  name: 'The Mirror That Remembers',
  description: 'A night of cinders on the lagoon, a forbidden mirror, and a man from the Council who already knows your name.',
  art: 'adventure-mirror-that-remembers',
  end: { type: 'next_available' },
  chapters: [
    {
      title: 'Cinders on the Lagoon',
      caption: 'Murano, the eve of Saint Martin, 1491',
      blocks: [
        narrative(
          'The lamp gutters, and the Archive folds away like a closed book. Heat arrives first — a wall of it — then the roar of furnaces, then the smell of wet brick and burnt fern-ash. You stand in a glassmaker’s yard under a sky the colour of a bruise, and every chimney on the island breathes orange.',
        ),
        say('ilse', 'Steady. You are inside her memory now, not inside history. Memories lie more kindly than chronicles, and bite harder. Find the mirror.'),
        action('You cross the yard. A shutter stands open on a workshop where one furnace still burns, though the guild’s bell rang the hour of banking fires long ago.'),
        say(
          'isotta',
          'You are not from the Ten. They never knock, and they never look so lost. Come in before the watch sees you — and do not look into the glass on the bench. Not yet.',
        ),
        narrative(
          'On the bench lies a mirror no wider than a psalter, its surface not silvered but clouded, as if breath had been trapped behind it. In its depths a candle burns that is not in this room. A child laughs who is not in this house.',
        ),
        action('Boots on the quay. Lanterns swing along the canal, three, then five. A voice, unhurried, asks the boatmen which workshop still has its fire lit.'),
        cliffhanger('Isotta’s hand closes on yours. “They are here for it. Tell me what to do, Historian — you are the one who has read how this ends.”'),
      ],
      moment: {
        type: 'decisive_moment',
        prompt: 'The Ten are at the door. What do you do with the mirror?',
        branches: [
          {
            key: 'hide',
            label: 'Hide the mirror in the cooling kiln',
            keywords: ['hide', 'kiln', 'conceal', 'cover', 'oven', 'annealing', 'cooling', 'bury'],
            outcome: [
              action('You slide the mirror into the annealing kiln among a row of plain goblets. Isotta rakes cinders across the door. The glass hisses once, like something settling into sleep.'),
              narrative('When the door opens you are both at the bench, sorting cullet by colour, sooted to the elbows and as innocent as bread.'),
            ],
          },
          {
            key: 'face',
            label: 'Stay and speak with whoever is coming',
            keywords: ['speak', 'talk', 'face', 'confront', 'meet', 'stay', 'open the door', 'greet', 'negotiate'],
            outcome: [
              action('You open the door before they can knock. The lanterns stop. Five guards, and one man in grey with ink on his cuffs, who looks at you as if you were an entry he had been expecting in his ledger.'),
              say('isotta', 'Madonna, you have opened the door to the Ten. Either you are very brave or you have never heard of them.'),
            ],
          },
          {
            key: 'flee',
            label: 'Take the mirror and flee by boat across the lagoon',
            keywords: ['boat', 'flee', 'run', 'escape', 'row', 'lagoon', 'gondola', 'leave', 'window'],
            outcome: [
              action('Out through the back, down slick steps, into a sandolo that stinks of eels. Isotta rows; you hold the mirror against your chest and feel it warm, like a sleeping animal.'),
              narrative('Halfway across the black water a lantern flares on the bow of a faster boat. A grey figure sits in it, oars at rest, waiting for you as if the lagoon itself had told him where you would go.'),
            ],
          },
        ],
      },
    },
    {
      title: 'The Agent of the Ten',
      caption: 'The same night, an hour that does not appear in any register',
      blocks: [
        say('anselmo', 'Anselmo Vetri, of the Council. I will not insult you with a false name, Historian. The Council has a ledger of visitors who arrive without boats. Yours is a short entry. So far.'),
        narrative('He knows what you are. That should be impossible: a memory cannot know who walks in it. Behind your ribs the lamp-thread tugs, and for a heartbeat you hear Ilse breathe in sharply, very far away.'),
        say('ilse', 'He should not be able to see you. Either this memory is older than we thought, or someone has been in it before you.'),
        say('anselmo', 'The mirror shows what the glass has witnessed. In Venice, that makes it the most dangerous object in the Republic. Every furnace on this island has heard a secret. Give it to the Council and the girl keeps her hands.'),
        action('Isotta goes white. Glassmakers who betray the guild lose more than their trade. You feel the mirror’s warmth through the kiln bricks, through the planks, through your own coat — the glass is listening.'),
        narrative('Then the mirror clears. In it you see this room, this night — and yourself, older, in a Historian’s coat worn thin, carrying the same mirror out of a burning workshop.'),
        cliffhanger('“Choose quickly,” says Anselmo, gently. “The glass has begun to remember you, and I do not think it will stop.”'),
      ],
      moment: {
        type: 'critical_moment',
        prompt: 'The mirror has begun to remember you. What do you do?',
        branches: [
          {
            key: 'surrender',
            label: 'Give the mirror to Anselmo for the Council',
            keywords: ['give', 'hand', 'surrender', 'council', 'agent', 'anselmo', 'deal', 'trade', 'deliver'],
            outcome: [
              action('You place the mirror in Anselmo’s hands. He holds it the way priests hold relics: not quite touching. The glass goes dark at once, as if it had closed its eye.'),
              say('anselmo', 'Wise. The Republic remembers its friends, Historian. It remembers everything, which is rather the trouble.'),
              narrative('Isotta does not look at you. Outside, one by one, the furnaces of Murano bank their fires.'),
            ],
          },
          {
            key: 'shatter',
            label: 'Break the mirror before anyone can use it',
            keywords: ['break', 'shatter', 'smash', 'destroy', 'throw', 'drop', 'crack'],
            outcome: [
              action('You bring the mirror down on the marver. It does not shatter; it sighs, and breaks into seven clean shards, each holding a different candle, a different laughing child, a different night.'),
              say('isotta', 'You have not destroyed it. You have made seven of it. Oh, Historian — what have you done?'),
            ],
          },
          {
            key: 'gaze',
            label: 'Look deep into the mirror yourself',
            keywords: ['look', 'gaze', 'stare', 'peer', 'see', 'watch', 'remember', 'look into'],
            outcome: [
              action('You look. The workshop drops away. You fall through the glass into a hundred years of fire — every furnace, every oath, every hand that ever shaped a bead on this island, all at once.'),
              say('ilse', 'Come back. Come back NOW. Follow my voice, not the light — the light is hers.'),
              narrative('When you surface, Anselmo is on his knees, and he is weeping, and he is no longer looking at you but at something behind you that you cannot see.'),
            ],
          },
        ],
      },
    },
    {
      title: 'What the Glass Kept',
      // What the first chapter's choice left behind, read before the last words (the ending remembers it).
      recalls: [
        { chapter: 1, branch: 'hide', blocks: [{ blockType: 'narrative', text: 'In the corner the cooling kiln ticks as it settles. Whatever the memory keeps of tonight, it keeps the way you told it to: hidden, and warm.' }] },
        { chapter: 1, branch: 'face', blocks: [{ blockType: 'narrative', text: 'Anselmo bows to you as the walls thin: the bow of a man to the one person in Murano who opened the door to him instead of hiding.' }] },
        { chapter: 1, branch: 'flee', blocks: [{ blockType: 'narrative', text: 'Your boots are still wet from the lagoon. The memory keeps the sound of oars, and of a boat that ran and was waited for.' }] },
      ],
      caption: 'Before dawn; the bells of San Pietro Martire',
      blocks: [
        narrative('The night thins. Memories end the way dreams do, not at their last moment but at the edge of what their owner could bear to keep. You feel the edges coming: the walls grow simpler, the faces less exact.'),
        say('isotta', 'My father used to say glass is only sand that was brave once. I think memory is the same. Whatever you carry out of here, carry it carefully.'),
        action('She presses something into your palm: a single bead of blue glass, still warm, with a thread of gold wound through it like a signature.'),
        say('ilse', 'The lamp is failing. Whatever you are holding — hold on to it. Things do not usually come back with us.'),
        cliffhanger('As the workshop fades, Anselmo’s voice follows you out, closer than it should be: “The Ledger has a page for you now, Historian. On the island of accounts, Brother Tobia is already writing it.”'),
        ending('You wake in the Archive with salt on your lips and a blue bead in your hand — and on the reading table, a ledger that was not there before, open to a page that is slowly turning to ash.'),
      ],
    },
  ],
};
