/**
 * The Salt Cartographer — an original Memory (Lantern Guild, free).
 * Saltmere, on the Brackwater coast, 1788: a cartographer whose brine-drawn charts tell the sea where to go.
 */
import type { MemorySeed } from '../memory-types';

export const saltCartographer: MemorySeed = {
  series_id: 'salt-cartographer',
  saga_id: 'saga-salt-cartographer',
  name: 'The Salt Cartographer',
  description:
    'Saltmere, 1788: on a marsh coast where the tide obeys lines drawn in brine, someone has torn a corner from the master chart. Step into the memory of Ysolde Marrow, cartographer, and help her find what the sea has been hiding for thirty-nine years.',
  art: 'cover-salt-cartographer',
  creator: 'lantern-guild',
  is_premium: false,
  characters: [
    {
      key: 'ysolde',
      name: 'Ysolde Marrow',
      description:
        'Cartographer of Saltmere for forty-one years. She draws coastlines in brine on calfskin, and when the salt dries, the sea minds her lines. Salt to the elbows, patience to the ankles, and a tongue like a filleting knife.',
      art: 'char-ysolde',
    },
    {
      key: 'pim',
      name: 'Pim Oakes',
      description:
        'Her apprentice, eleven and three-quarters, who keeps a shore crab called the Admiral in his coat pocket and believes every stranger is a smuggler until the Admiral says otherwise.',
      art: 'char-pim',
    },
    {
      key: 'crane',
      name: 'Aldous Crane',
      description:
        'Surveyor to His Majesty’s Commission for Marsh Improvement, armed with a brass theodolite, a ledger of regulations and a lifelong, well-documented terror of geese. Scrupulously honest, which he finds inconvenient.',
      art: 'char-crane',
    },
    {
      key: 'ebb',
      name: 'Mother Ebb',
      description:
        'The tide’s own pawnbroker, who keeps a shop where the marsh forgets to be land. She takes payment in memories, gives change in cockleshells, and has too many fingers to count on.',
      art: 'char-ebb',
    },
    {
      key: 'marguerite',
      name: 'Marguerite Marrow',
      description:
        'Ysolde’s younger sister, who walked into a map in the winter of 1749 and has been keeping a lighthouse ever since, on an island no chart admits to. Labels everything. Has not aged a day, and is smug about it.',
      art: 'char-marguerite',
    },
  ],
  adventures: [
    {
      adventure_id: 'salt-cartographer-1',
      name: 'The Map That Drank the Tide',
      description:
        'A corner is torn from the master chart of the Brackwater coast, and the sea begins to follow lines that nobody meant to draw.',
      art: 'adventure-salt-cartographer-1',
      chapters: [
        {
          title: 'Brine and Vellum',
          caption: 'Saltmere, the spring of 1788. The Historian steps out of a page and into a boiling-house.',
          blocks: [
            {
              blockType: 'narrative',
              text: 'You arrive the way Historians always arrive: a page turning somewhere behind your eyes, then weight, then smell. Here the smell is salt — salt boiled, salt stacked, salt crusted like frost on the rafters of a low boiling-house where copper pans steam like sleeping dragons. Outside, gulls argue over a grey Brackwater dawn in the spring of 1788.',
            },
            {
              blockType: 'dialog',
              character: 'pim',
              text: 'Halt! State your name, your cargo, and whether you’ve any French brandy about your person. Don’t lie. The Admiral can smell brandy through three coats and a Bible.',
            },
            {
              blockType: 'narrative',
              text: 'The boy is freckled to the eyebrows and holding a shore crab at arm’s length like a pistol. The crab inspects you with great seriousness, waves one claw, and the boy lowers it. “Probably not a smuggler,” he announces, disappointed, and marches you up the lane to the cartographer’s house, because strangers are Mistress Marrow’s business.',
            },
            {
              blockType: 'narrative',
              text: 'The workshop is strung with charts hanging from lines like washing, and every coastline on them is drawn not in ink but in brine, glittering as it dries. At a table the size of a barn door, a woman in her sixties with salt to the elbows bends over one vast chart, older and darker than the rest: the Master Chart of the Brackwater, from which every tide in the parish takes its cue.',
            },
            {
              blockType: 'dialog',
              character: 'ysolde',
              text: 'Another apprentice? Pim, I asked the carrier for more vellum, not more mouths. Well — can you hold a straightedge without philosophising at it? Good. Hold this. And don’t breathe on the estuary. It’s sulking.',
            },
            {
              blockType: 'action',
              text: 'You steady the straightedge while Ysolde lays a line of brine along the mouth of the estuary with a goose quill. As it dries to a sparkle, out beyond the window the real water shivers and settles a hand’s breadth further from the quay, like a blanket being tucked in by someone who loves you but is in a hurry.',
            },
            {
              blockType: 'dialog',
              character: 'crane',
              text: 'Good morning. Aldous Crane, Surveyor to His Majesty’s Commission for Marsh Improvement. I carry a warrant to survey and drain the Saltmere levels. I also have — forgive me — a goose behind me, and I should very much like the door closed.',
            },
            {
              blockType: 'narrative',
              text: 'Ysolde reaches for the Master Chart to show him precisely where his warrant may go — and stops. The north-east corner is gone. Not cut: torn, the edge still damp and curling, and a trail of wet prints leads across the floorboards to the open window.',
            },
            {
              blockType: 'cliffhangerMoment',
              text: 'Then the bells of St Bride’s begin to ring on their own, and Pim shrieks from the doorway. The tide has turned the wrong way. Seawater is running up Chandler’s Lane — bright, quick and purposeful, climbing the cobbles toward the sleeping town along a line that nobody drew.',
            },
          ],
          moment: {
            type: 'decisive_moment',
            prompt: 'The sea is climbing Chandler’s Lane toward the sleeping town. What do you do?',
            branches: [
              {
                key: 'redraw-coast',
                label: 'Help Ysolde redraw the coastline before the water reaches the houses',
                keywords: [
                  'redraw',
                  'draw',
                  'help ysolde',
                  'chart',
                  'map',
                  'brine',
                  'coastline',
                  'straightedge',
                  'quill',
                  'seawall',
                  'save the town',
                  'hold the line',
                ],
                outcome: [
                  {
                    blockType: 'action',
                    text: 'You seize the straightedge. Ysolde dips her quill in the brine-pot and draws, fast and furious, a seawall across the foot of Chandler’s Lane, and you blow along the wet line to dry it. “Gently! It’s salt, not a birthday candle!”',
                  },
                  {
                    blockType: 'narrative',
                    text: 'Down the hill the water meets the invisible wall and rears against it like a dog at a shut gate, trembling, whining. Then it slumps back to the marsh in sullen ribbons. Only the lowest doorstep of the lane stays wet, and on it, something has written a single word in foam: “MINE.”',
                  },
                  {
                    blockType: 'dialog',
                    character: 'ysolde',
                    text: 'Held. For tonight. But a wall drawn in a hurry always wants paying for, and I have a nasty feeling I know who sends the bill.',
                  },
                ],
              },
              {
                key: 'chase-thief',
                label: 'Follow the wet footprints out of the window after the thief',
                keywords: [
                  'follow',
                  'footprints',
                  'chase',
                  'thief',
                  'window',
                  'track',
                  'pursue',
                  'run after',
                  'prints',
                  'catch',
                  'hunt',
                ],
                outcome: [
                  {
                    blockType: 'action',
                    text: 'You swing out of the window and drop into a bed of sea-lavender. The wet prints lead downhill — small, splayed, with far too many toes — and you follow them through the salt yards while the climbing water gurgles past your ankles in the other direction.',
                  },
                  {
                    blockType: 'narrative',
                    text: 'At the edge of the marsh the prints simply stop, as if their owner stepped off into the sky. Hanging from a reed at eye height is a single wet thread that tastes, when you touch it to your lip, of brine. Behind you, the uphill tide falters and slides back down the lane, as if whatever called it has gone home for the night.',
                  },
                  {
                    blockType: 'mainCharacter',
                    text: 'Too many toes. Whatever took the corner didn’t walk on any feet you’d recognise — and it wanted you to see exactly where it went.',
                  },
                ],
              },
              {
                key: 'confront-crane',
                label: 'Confront Surveyor Crane — he arrived just as the corner vanished',
                keywords: [
                  'crane',
                  'surveyor',
                  'confront',
                  'accuse',
                  'question',
                  'interrogate',
                  'suspect',
                  'search him',
                  'satchel',
                  'warrant',
                  'aldous',
                ],
                outcome: [
                  {
                    blockType: 'dialog',
                    character: 'crane',
                    text: 'Me? Madam — sir — Historian, whatever you are — I have been in this parish for nine minutes and spent six of them being pursued by poultry. Search my satchel if you must. Mind the theodolite; it was my father’s.',
                  },
                  {
                    blockType: 'narrative',
                    text: 'You do. The satchel holds a brass theodolite, a book of Commission regulations, and forty pages of careful, frightened sketches of geese, each labelled with the date, the location and the degree of menace. No map corner. Meanwhile the tide, unsupervised, tires of its climb and drains back to the marsh, leaving Crane’s good shoes quite ruined.',
                  },
                  {
                    blockType: 'dialog',
                    character: 'pim',
                    text: 'The Admiral says he’s innocent. The Admiral also says he’s rubbish at drawing geese. That one’s got four legs.',
                  },
                ],
              },
            ],
          },
        },
        {
          title: 'The Uphill Tide',
          caption: 'Morning after the wrong-way tide. The marsh keeps a pawnshop.',
          blocks: [
            {
              blockType: 'narrative',
              text: 'By first light Saltmere is a town pretending nothing happened. Shutters bang open; fishwives shout; a dog chases a gull with no hope of success. But all along Chandler’s Lane the retreating water has left a crust of salt on every doorstep, and if you stand at the top of the hill and squint, the crusts make a single shape: a hand, pointing out across the marsh.',
            },
            {
              blockType: 'dialog',
              character: 'ysolde',
              text: 'Salt doesn’t point by accident. Whoever took my corner took it to the Ebb. And nobody goes to the Ebb without something to pawn, so check your pockets, all of you, and decide what you can live without.',
            },
            {
              blockType: 'narrative',
              text: 'You set out at low water: Ysolde with a satchel of blank vellum, Pim with the Admiral, and Crane — who insists on coming “for the purposes of the survey” and carries his theodolite raised like a musket against the geese. The marsh smells of mud and violets. The reeds whisper in the voices of people who are not there.',
            },
            {
              blockType: 'action',
              text: 'Where the salt-hand points, you find a door standing alone in the mud: a ship’s door, barnacled, with a brass knocker shaped like a clam. You knock. It opens onto a shop that is larger inside than the marsh is outside, every shelf crowded with stoppered jars of light.',
            },
            {
              blockType: 'narrative',
              text: 'Each jar holds a memory — a first kiss, a drowned brother’s laugh, the smell of one particular bakery in 1702. Behind the counter sits Mother Ebb, wrapped in a shawl of wet kelp, counting cockleshells with long webbed fingers. You glance down at her bare feet. Too many toes. Of course.',
            },
            {
              blockType: 'dialog',
              character: 'ebb',
              text: 'The cartographer! Forty-one years you’ve been telling my water where to go, dear, and never once a thank-you. The corner? Oh, I have it. It was owed me. Someone on your chart promised me a memory a long time ago and never paid up.',
            },
            {
              blockType: 'dialog',
              character: 'ysolde',
              text: 'Then bill them, you old barnacle. Not me.',
            },
            {
              blockType: 'dialog',
              character: 'ebb',
              text: 'I bill whoever is standing at my counter, love. That’s what counters are for. One memory for the corner. A good one, mind. I don’t take the dusty sort.',
            },
            {
              blockType: 'cliffhangerMoment',
              text: 'She lays the torn corner on the counter, and even from here you can see what is drawn on it: a small island off the north-east coast, with a lighthouse, where no island has ever been. Ysolde has gone white to the lips. And Mother Ebb’s webbed hand hovers over the parchment, waiting for payment.',
            },
          ],
          moment: {
            type: 'critical_moment',
            prompt: 'Mother Ebb wants one good memory in exchange for the torn corner. What will you pay?',
            branches: [
              {
                key: 'pay-own-memory',
                label: 'Offer one of your own memories — a Historian has plenty',
                keywords: [
                  'my memory',
                  'own memory',
                  'pay',
                  'offer',
                  'give a memory',
                  'sacrifice',
                  'historian',
                  'trade mine',
                  'i will pay',
                  'myself',
                  'my own',
                ],
                outcome: [
                  {
                    blockType: 'action',
                    text: 'You lay your palm flat on the counter and think of something worth the price: a summer afternoon, a kitchen table, a voice calling you in for supper. Mother Ebb draws it out of you like a silk thread from a sleeve and coils it into an empty jar, where it glows the colour of apricots.',
                  },
                  {
                    blockType: 'mainCharacter',
                    text: 'You know there was something there. You know it was warm. You can feel the shape of the gap, the way a tongue keeps finding a missing tooth.',
                  },
                  {
                    blockType: 'dialog',
                    character: 'ebb',
                    text: 'Generous. Rare, in a time-walker; most of you hoard. Take your corner, Historian — and mind the lighthouse. It bites.',
                  },
                ],
              },
              {
                key: 'bargain-debt',
                label: 'Refuse to pay — haggle, and offer to collect her old debt instead',
                keywords: [
                  'refuse',
                  'haggle',
                  'bargain',
                  'negotiate',
                  'trick',
                  'no',
                  'argue',
                  'barter',
                  'deal',
                  'collect the debt',
                  'owed',
                  'cheaper',
                ],
                outcome: [
                  {
                    blockType: 'action',
                    text: 'You lean over the counter. “If the corner was owed you by someone on the chart,” you say, “then the debt is still out there, unpaid. Lend us the corner, and we’ll find your debtor and collect. With interest.”',
                  },
                  {
                    blockType: 'narrative',
                    text: 'Mother Ebb’s eyes go wide and wet and delighted. Nobody has haggled with her since the Armada. She counts her cockleshells twice, licks a thumb, and slides the corner across — then ties a thread of kelp around your wrist, snug as a bailiff’s handshake.',
                  },
                  {
                    blockType: 'dialog',
                    character: 'ebb',
                    text: 'Collateral, dear. Bring me what I’m owed by the spring tide, or the kelp comes back for a memory of its own choosing. It has terrible taste. It’ll take your first day at school.',
                  },
                ],
              },
              {
                key: 'crane-pays',
                label: 'Let Crane pay — he has a memory he would gladly lose',
                keywords: [
                  'crane',
                  'surveyor',
                  'geese',
                  'goose',
                  'let him pay',
                  'his memory',
                  'fear',
                  'terror',
                  'aldous',
                  'bad memory',
                ],
                outcome: [
                  {
                    blockType: 'dialog',
                    character: 'crane',
                    text: 'Could I — is it permitted to give a bad one? There was a goose. In 1761. I was six, and it was enormous, and it has followed me, in a manner of speaking, ever since.',
                  },
                  {
                    blockType: 'narrative',
                    text: 'Mother Ebb considers him with professional interest, then reaches across and plucks the memory from his forehead like a burr from a sleeve. It goes into a jar hissing and flapping. Crane blinks, straightens his coat, and looks out at a goose grazing on the mud — and for the first time in twenty-seven years, he does not flinch.',
                  },
                  {
                    blockType: 'dialog',
                    character: 'ebb',
                    text: 'Fear’s a fine vintage. Ever so rich. The corner’s yours, Surveyor, and thank you kindly. Come back when you’ve got a heartbreak; I pay double for those.',
                  },
                ],
              },
            ],
          },
        },
        {
          title: 'The Corner of the World',
          // What the first chapter's choice left behind, read before the last words (the ending remembers it).
          recalls: [
            { chapter: 1, branch: 'redraw-coast', blocks: [{ blockType: 'narrative', text: 'On the Master Chart the line you drew with Ysolde that first night still holds, a little wobbly at the seawall where your hand shook.' }] },
            { chapter: 1, branch: 'chase-thief', blocks: [{ blockType: 'narrative', text: 'On the windowsill the wet footprints you chased are drying into a line of salt, every toe numbered, leading out toward the flat water.' }] },
            { chapter: 1, branch: 'confront-crane', blocks: [{ blockType: 'narrative', text: 'Crane catches your eye and coughs. “You accused me of stealing it, that first night,” he says. “Quite right. I should have suspected me too.”' }] },
          ],
          caption: 'The Master Chart is whole again, and it has something to say.',
          blocks: [
            {
              blockType: 'narrative',
              text: 'Back in the workshop, Ysolde pastes the corner into the Master Chart with flour and seawater, and the whole chart sighs — an audible sigh, a rustle like wind combing through reeds. Out in the estuary, the tide relaxes into its proper bed like an old dog finally allowed by the fire.',
            },
            {
              blockType: 'narrative',
              text: 'But the island is still there on the restored corner, drawn in a hand that is not Ysolde’s: finer, quicker, with a curl on every flourish. Beside the lighthouse, in letters no bigger than grains of sand, someone has written: “M. M. keeps the light. 1749.”',
            },
            {
              blockType: 'dialog',
              character: 'ysolde',
              text: 'Marguerite. My sister drew like that — showing off on every serif. She walked into the marsh with a satchel of vellum in the winter of ’49 and never walked out, and I told the whole parish she’d gone to Norwich to be a governess.',
            },
            {
              blockType: 'dialog',
              character: 'pim',
              text: 'Are there governesses in Norwich?',
            },
            {
              blockType: 'dialog',
              character: 'ysolde',
              text: 'Dozens. Dreadful liars, every one. Nobody ever checked.',
            },
            {
              blockType: 'action',
              text: 'Crane sets his theodolite at the window, sights north-east, and goes very still. “Mistress Marrow,” he says quietly, “I have surveyed this coast from the Commission’s charts twice. There is nothing out there.” You lean beside him and look. There is nothing out there. But the water over that nothing lies perfectly, unnaturally flat, like a table cleared for a guest.',
            },
            {
              blockType: 'dialog',
              character: 'crane',
              text: 'I shall write in my report that the Saltmere levels are not to be drained pending further survey. It is the first untrue-ish thing I have ever put in a report. I find I rather like it. Is this how smugglers feel?',
            },
            {
              blockType: 'narrative',
              text: 'That night the moon swells toward the spring tide, and every jar of brine in the workshop hums one low note, like a choir holding its breath. Ysolde sits up until dawn with the Master Chart across her knees, tracing the island with one finger and never quite touching it. “Tomorrow,” she says to nobody. “She’ll rise with the spring tide, or she won’t.”',
            },
          ],
        },
      ],
      end: { type: 'next_available' },
    },
    {
      adventure_id: 'salt-cartographer-2',
      name: 'The Island That Wasn’t',
      description:
        'The spring tide lifts an island that no chart admits to. On its cliff, a lighthouse has been burning for thirty-nine years, and its keeper has been expecting you.',
      art: 'adventure-salt-cartographer-2',
      chapters: [
        {
          title: 'Spring Tide',
          caption: 'The island rises, and the Historian rows out to meet it.',
          blocks: [
            {
              blockType: 'narrative',
              text: 'The spring tide comes in at dusk, heavy and silver. Out of the flat water to the north-east the island rises: first the lighthouse, white as a candle; then the shoulders of the dunes; then a beach of salt crystals the size of fists, which ring faintly, like glasses at a wedding, as each wave draws back.',
            },
            {
              blockType: 'dialog',
              character: 'pim',
              text: 'That is not a normal island. The Admiral says that is not a normal island, and he’s been to Harwich.',
            },
            {
              blockType: 'action',
              text: 'You row. Ysolde sits in the bow clutching the Master Chart rolled in oilcloth; Crane pulls the other oar with the grim precision of a man who has read a pamphlet about rowing; Pim bails with a teacup. The salt beach crunches under the keel like sugar.',
            },
            {
              blockType: 'narrative',
              text: 'The island is mapped already — not on paper, but on itself. Every rock bears a neat label painted in a fine, curling hand: “Rock (small).” “Rock (sulky).” “Here a gull nested, 1763. Rude.” A line of painted footprints leads up from the tideline, each one numbered.',
            },
            {
              blockType: 'dialog',
              character: 'ysolde',
              text: 'She always did annotate everything. She labelled my shoes once: Left, Right, and Ysolde’s Other Left. I was nine. I have never forgiven her.',
            },
            {
              blockType: 'dialog',
              character: 'crane',
              text: 'The scale is exact. Whoever drew this island drew it at one to one. It is its own map, Mistress Marrow. One cannot tell which came first, the chart or the ground. I may need to sit down.',
            },
            {
              blockType: 'cliffhangerMoment',
              text: 'Behind you, the boat creaks — and begins to dissolve. The planks go soft and white, salt returning to salt, and the water around the island starts to rise, lapping up the beach faster than any tide should. High on the cliff, the lighthouse lamp swings round and fixes on you like an eye.',
            },
          ],
          moment: {
            type: 'decisive_moment',
            prompt: 'The boat is melting into salt and the sea is climbing the beach. Where do you go?',
            branches: [
              {
                key: 'climb-lighthouse',
                label: 'Run for the lighthouse on the cliff',
                keywords: [
                  'lighthouse',
                  'climb',
                  'run',
                  'cliff',
                  'light',
                  'tower',
                  'up',
                  'high ground',
                  'lamp',
                  'keeper',
                  'uphill',
                ],
                outcome: [
                  {
                    blockType: 'action',
                    text: 'You scramble up the cliff path, salt crumbling under your boots, Pim hauling Crane along by the coat-tails and Ysolde outpacing you all at sixty-three. Behind you, the sea swallows the beach in three long gulps.',
                  },
                  {
                    blockType: 'narrative',
                    text: 'The lighthouse door swings open before you reach it. Inside, a stair spirals up through walls of translucent salt lit from within, and every step is labelled: “Step.” “Step.” “Step (creaks).” “Step (lies about creaking).”',
                  },
                ],
              },
              {
                key: 'follow-footprints',
                label: 'Follow the numbered footprints across the island',
                keywords: [
                  'footprints',
                  'follow',
                  'numbered',
                  'trail',
                  'path',
                  'prints',
                  'track',
                  'steps',
                  'inland',
                  'count',
                ],
                outcome: [
                  {
                    blockType: 'action',
                    text: 'You follow the painted footprints, counting aloud — one, two, three — and as you step on each, the one behind you fades. The water rises to the last footprint you left and no further, lapping at the edge of your counting like a patient dog.',
                  },
                  {
                    blockType: 'narrative',
                    text: 'At footprint one hundred and one the trail ends at the lighthouse door, where a final painted pair stand side by side, toes turned in, as though their owner waited here a very long time. Underneath, a fresher note: “You took your time.”',
                  },
                  {
                    blockType: 'dialog',
                    character: 'ysolde',
                    text: 'Thirty-nine years and she’s still complaining I’m late.',
                  },
                ],
              },
              {
                key: 'save-boat',
                label: 'Try to save the boat — draw it back onto the chart in brine',
                keywords: [
                  'boat',
                  'save',
                  'draw',
                  'brine',
                  'chart',
                  'redraw',
                  'repair',
                  'fix',
                  'quill',
                  'map',
                  'rescue the boat',
                ],
                outcome: [
                  {
                    blockType: 'action',
                    text: 'Ysolde snatches up her quill, you unroll the chart on the sand, and together you draw the boat onto the map — hull, oars, and a little flag that Pim insists upon. For a moment the planks firm up. Then the salt in the brine remembers it belongs to the island, and the boat goes on dissolving: slower, but now with a flag.',
                  },
                  {
                    blockType: 'dialog',
                    character: 'ysolde',
                    text: 'It won’t take. This island answers to another hand. Up — up, all of you. We’ll have to ask her nicely, and I was so looking forward to shouting.',
                  },
                  {
                    blockType: 'narrative',
                    text: 'You climb to the lighthouse with the sea nipping at your heels, while below, the last of the boat sighs into foam. The little flag floats longest.',
                  },
                ],
              },
            ],
          },
        },
        {
          title: 'The Keeper of the Light',
          caption: 'Thirty-nine years is a long time to keep a lamp burning.',
          blocks: [
            {
              blockType: 'narrative',
              text: 'At the top of the lighthouse, in a lamp-room walled with glass and crowded with charts, a woman is trimming a wick that burns with salt-white fire. She is small and sharp and not one day older than twenty-three, and she has ink on her nose.',
            },
            {
              blockType: 'dialog',
              character: 'marguerite',
              text: 'Ysy. You’re old. Oh, don’t look like that, it suits you. You look like a very distinguished heron.',
            },
            {
              blockType: 'dialog',
              character: 'ysolde',
              text: 'You drew yourself into a map, Meg. You drew yourself into a map and left me to tell Mother you’d gone to Norwich.',
            },
            {
              blockType: 'dialog',
              character: 'marguerite',
              text: 'They meant to marry me to the Exciseman. The one with the damp lips. So I drew an island and stepped onto it, and I meant to be home by supper. But islands are jealous, Ysy. If I leave the light, the island sinks — and it takes its corner of the chart down with it. Your whole coast would come unstitched.',
            },
            {
              blockType: 'narrative',
              text: 'Crane, meanwhile, has found a ledger on the chart-table and is leafing through it with mounting alarm. It records every tide on the Brackwater coast for thirty-nine years, each one nudged, corrected, coaxed. The island’s light has been steering the sea all this while. Without it, Saltmere’s marsh would have drowned before Pim was born.',
            },
            {
              blockType: 'dialog',
              character: 'crane',
              text: 'She has been doing the Commission’s work. Unpaid. For thirty-nine years. I feel I ought to file a complaint on her behalf, and then another on my own.',
            },
            {
              blockType: 'mainCharacter',
              text: 'This is the hinge of the memory. You feel it the way you feel weather coming: whatever is decided in this lamp-room will decide what the old charts in the archive say, centuries from now.',
            },
            {
              blockType: 'cliffhangerMoment',
              text: 'The lamp gutters. Below, the water has reached the lighthouse door, and it is still rising; the island cannot bear four extra souls for long. Marguerite looks at her sister, and then at you. “There’s a way to close the map,” she says. “But someone has to decide how.”',
            },
          ],
          moment: {
            type: 'critical_moment',
            prompt: 'The island is sinking, and its light holds the whole coast together. How do you close the map?',
            branches: [
              {
                key: 'stitch-island',
                label: 'Draw the island onto the coast — join it to Saltmere for good',
                keywords: [
                  'join',
                  'stitch',
                  'connect',
                  'draw',
                  'coast',
                  'saltmere',
                  'headland',
                  'causeway',
                  'attach',
                  'mainland',
                  'keep the island',
                ],
                outcome: [
                  {
                    blockType: 'action',
                    text: 'Ysolde unrolls the Master Chart on the lamp-room floor, and you kneel to hold it flat against the draught while the sisters draw together — one line from each side, bold and fine, meeting in the middle: a causeway of salt from the island to the Saltmere shore.',
                  },
                  {
                    blockType: 'narrative',
                    text: 'The lighthouse shudders. Outside, a long white road heaves itself up out of the sea, glistening, and the island stops sinking with a sound like a held breath let go. It is not an island any more. It is a headland, and it has always been one, and far away in the archive the old charts quietly agree.',
                  },
                ],
              },
              {
                key: 'carry-light',
                label: 'Let the island go, but carry its light home',
                keywords: [
                  'light',
                  'lamp',
                  'carry',
                  'take the light',
                  'lantern',
                  'let it go',
                  'sink',
                  'home',
                  'flame',
                  'jar',
                  'bring back',
                ],
                outcome: [
                  {
                    blockType: 'action',
                    text: 'Marguerite lifts the salt-white flame from the wick with a pair of tongs and drops it into one of Ysolde’s brine jars, where it curls up like a cat. The moment the lamp-room goes dark, the island begins, very gently, to go down.',
                  },
                  {
                    blockType: 'narrative',
                    text: 'You walk home across the water along a path the tide lays down for you, the light in the jar steering the sea aside, and behind you the lighthouse sinks with enormous dignity, like a duchess lowering herself into a bath. On the Saltmere shore Ysolde sets the jar in her workshop window, and out on the estuary the tide settles into its bed.',
                  },
                  {
                    blockType: 'dialog',
                    character: 'marguerite',
                    text: 'Goodbye, Rock (sulky). Goodbye, Rock (small). I shall write.',
                  },
                ],
              },
              {
                key: 'ebb-bargain',
                label: 'Call on Mother Ebb — the island can settle the old debt',
                keywords: [
                  'ebb',
                  'mother ebb',
                  'bargain',
                  'trade',
                  'pawn',
                  'payment',
                  'debt',
                  'owed',
                  'give the island',
                  'deal',
                  'pawnshop',
                ],
                outcome: [
                  {
                    blockType: 'action',
                    text: 'You lean over the parapet and call her name into the rising water. Mother Ebb surfaces beside the lighthouse like a seal, wet and beaming, and Marguerite goes pink to the ears. “Ah,” she says. “Her. I may have promised her something. In 1749.”',
                  },
                  {
                    blockType: 'dialog',
                    character: 'ebb',
                    text: 'An island! A whole island, with a lighthouse and labels! Oh, the debt is paid, dear, and then some. Marguerite Marrow promised me a memory the night she ran away, and here she pays me in an entire place.',
                  },
                  {
                    blockType: 'narrative',
                    text: 'Mother Ebb takes the island the way you might take a coat from a guest, folding it and folding it until it fits inside a jar. You find yourselves standing knee-deep in the shallows off Saltmere. The jar glows in her hand, a tiny lighthouse turning inside it. She promises to polish it on Sundays.',
                  },
                ],
              },
            ],
          },
        },
        {
          title: 'The Last Line',
          // What the first chapter's choice left behind, read before the last words (the ending remembers it).
          recalls: [
            { chapter: 1, branch: 'climb-lighthouse', blocks: [{ blockType: 'narrative', text: 'Whenever you think of the island afterwards, you will think of the lighthouse stair you ran up with the sea at your heels, and the keeper at the top who was expecting you.' }] },
            { chapter: 1, branch: 'follow-footprints', blocks: [{ blockType: 'narrative', text: 'In your pocket is the last of the numbered footprints, pressed in salt: number one hundred and twelve, the one that led to the light.' }] },
            { chapter: 1, branch: 'save-boat', blocks: [{ blockType: 'narrative', text: 'Pim has framed a scrap of the chart with a little boat drawn on it in brine, your boat, the one you would not let dissolve, flag and all.' }] },
          ],
          caption: 'Every map ends somewhere. This one ends at a kitchen table.',
          blocks: [
            {
              blockType: 'narrative',
              text: 'However the island ended, Marguerite Marrow walks up Chandler’s Lane at dawn with salt in her hair, and every door in Saltmere opens — because it is a small town, and a woman who vanished in 1749 coming home without a single grey hair is the best gossip since the smuggling vicar.',
            },
            {
              blockType: 'dialog',
              character: 'marguerite',
              text: 'I should like a bun. And a bath. And to know who won the war. Which war? Any of them. All of them. Did the Exciseman die? Good. Don’t tell me how; I’ll enjoy guessing.',
            },
            {
              blockType: 'narrative',
              text: 'In the workshop, Ysolde lays the Master Chart across the table, and for the first time in thirty-nine years its coastline is drawn in hands that agree with each other — bold and fine, side by side, the way the sisters drew as girls, with one quill between them and a great deal of elbowing.',
            },
            {
              blockType: 'dialog',
              character: 'crane',
              text: 'My report. “Saltmere levels: not to be drained. Reason: coastline under competent management.” I have signed it. I have also — this is most irregular — drawn a goose in the margin. Rather a cheerful one.',
            },
            {
              blockType: 'dialog',
              character: 'pim',
              text: 'Does this mean I’m a proper apprentice now? The Admiral wants to know if he gets a title.',
            },
            {
              blockType: 'dialog',
              character: 'ysolde',
              text: 'The Admiral is already an Admiral. You may be Assistant Cartographer to the Brackwater, and you may begin by sweeping up all this sand.',
            },
            {
              blockType: 'action',
              text: 'Ysolde holds out the quill to you. “Historian,” she says. “Every chart wants a signature. Yours, I think. You walked in it.” You sign in the bottom corner, small, and the brine dries to a sparkle under your hand.',
            },
            {
              blockType: 'mainCharacter',
              text: 'The memory begins to fold, the way memories do — edges first, like a letter going back into its envelope. The last thing you see is two sisters at a window, arguing about where a lighthouse ought to stand.',
            },
            {
              blockType: 'endingCliffhanger',
              text: 'You surface in the archive, among dust and lamplight. On the desk before you lies the Saltmere Master Chart of 1788, and in its bottom corner, in brine long dried to crystal, is your own name. Beside it, in a fine, curling hand that was not there when you left, someone has added: “Next, the Exciseman’s ledger. Come soon. — M. M.”',
            },
          ],
        },
      ],
      end: { type: 'coming_soon', release_date: '2027-03-01T00:00:00Z' },
    },
  ],
};
