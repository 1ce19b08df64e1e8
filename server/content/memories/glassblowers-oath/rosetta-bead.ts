/**
 * Adventure 3: Murano, the spring after. A boat for Ferrara waits to carry Isotta and her secret off the island,
 * which the Ten forbid to any glassmaker. Grounded in Marietta Barovier, daughter of Angelo Barovier, whom the
 * Republic allowed a furnace of her own in 1487 and to whom the rosetta (chevron) bead is credited, and in the
 * Republic's laws that kept glassmakers and their secrets on the island.
 */
import type { AdventureSeed } from '../../memory-types';
import { action, cliffhanger, ending, narrative, say } from '../blocks';

export const theRosettaBead: AdventureSeed = {
  adventure_id: 'glassblowers-oath-3',
  name: 'The Rosetta Bead',
  description: 'A boat for Ferrara waits in the dark, and the law of the Republic says no glassmaker may ever board it. One woman on Murano has already found another way out.',
  art: 'adventure-rosetta-bead',
  end: { type: 'end_of_series' },
  chapters: [
    {
      title: 'A Boat for Ferrara',
      caption: 'Murano, Lent, 1492',
      blocks: [
        narrative('The lamp gutters and the lagoon comes back: grey water, grey sky, the furnaces of Murano breathing smoke into the rain. It is spring, or what passes for spring in Lent. Isotta’s workshop has a new lock on the door and a new mirror on the bench, clear as morning, that shows only what is in front of it.'),
        say('ilse', 'A few months on, in her memory. Something has gone wrong since the oath, or she would not have called you back. Listen before you speak. You always speak first.'),
        say('isotta', 'The Duke of Ferrara has sent a man. He will pay me more in a year than my father earned in his life, and give me a furnace of my own, and never ask whose daughter I am. The boat leaves tonight from the north shore. All I have to do is get on it.'),
        narrative('You know the law, and so does she. A glassmaker of Murano may not leave the Republic. Those who go are called back; those who will not come back are named traitors, their families answer for them, and stories are told on the island of men who went abroad with the secret of the glass and did not live long there.'),
        say('anselmo', 'I am not here, Historian. I am a man buying goblets. But if I were here, I would tell you that the Ten have a list of everyone who has spoken to the Duke’s man this week, and that her name is at the top, in my handwriting.'),
        action('Anselmo Vetri turns a goblet in the grey light as if judging it, ink on his cuffs, and does not look at either of you. Since the night in the cellar he has been a different kind of agent: the kind who warns.'),
        say('isotta', 'There is one other way. Marietta Barovier, Angelo’s daughter, asked the Republic for a furnace of her own, as a woman, and they gave it to her. Five years ago. She makes beads now that nobody else can make. I could go to her and ask how.'),
        cliffhanger('Out on the water a bell rings the hour. The Duke’s boat will wait until the next one. Isotta takes off her leather apron and holds it, folded, as if she has not decided whether it is hers. She looks at you.'),
      ],
      moment: {
        type: 'decisive_moment',
        prompt: 'The boat for Ferrara leaves tonight. What do you counsel Isotta?',
        branches: [
          {
            key: 'go-marietta',
            label: 'Go with her to Marietta Barovier and ask how it was done',
            keywords: ['marietta', 'barovier', 'ask', 'go to her', 'petition', 'furnace of her own', 'visit', 'learn', 'stay'],
            outcome: [
              action('You walk with Isotta along the Rio dei Vetrai in the rain to the Barovier furnace, where a woman of fifty with burnt forearms is pulling a rod of glass, striped in red, white and blue, as long as the room.'),
              narrative('Marietta Barovier does not stop working to talk. She never has. She talks with the rod cooling between her hands, and tells you how she asked the Republic, and what she said, and how long they made her wait.'),
            ],
          },
          {
            key: 'board-boat',
            label: 'Help her to the boat and away from the Republic',
            keywords: ['boat', 'ferrara', 'leave', 'flee', 'escape', 'go', 'board', 'away', 'duke', 'run'],
            outcome: [
              action('You carry her tools in a sack of wool to the north shore after dark, and wait among the reeds with the water lapping your boots. The Duke’s boat comes in without a lantern. The boatman has the face of a man paid not to remember faces.'),
              narrative('Isotta stands on the stones with one foot on the gunwale for a long time. The furnaces of Murano glow behind her like a town that is on fire and does not mind.'),
            ],
          },
          {
            key: 'trust-anselmo',
            label: 'Ask Anselmo to take her name off the list',
            keywords: ['anselmo', 'list', 'name', 'agent', 'ten', 'council', 'ask him', 'trust', 'cross out', 'help'],
            outcome: [
              say('anselmo', 'Take it off? It is in my handwriting. I can make it illegible. I can make it wet. I cannot make the Ten forget that they once read it.'),
              narrative('He folds the list, puts it in his sleeve, and sits down on Isotta’s bench like a man who has run out of reasons to stand. For the first time since you met him, he asks you what you think he should do.'),
            ],
          },
        ],
      },
    },
    {
      title: 'Red, White and Blue',
      caption: 'The Barovier furnace, that night',
      blocks: [
        narrative('Memories bend toward what happened. However the evening began, by midnight you are in the Barovier workshop, where the only light is the glory-hole of the furnace and the only sound is the breathing of the fire. Marietta Barovier has decided to show Isotta one thing, once, and then never again.'),
        say('isotta', 'Seven layers. She gathers white, then blue, then white, then red, and presses each one in a star-shaped mould, and draws it out into a cane as long as the street. Cut it, and every bead is a star inside a star inside a star.'),
        action('Marietta cuts a bead from the cooled cane with a tap of her shears and drops it into Isotta’s palm: a small round world of red and white and blue, its ends ground to show the star within. She does not smile. She says that the Republic will keep a woman who makes something nobody else can make.'),
        narrative('Then the door opens without a knock. Three men of the Ten’s night watch stand in the rain with lanterns, and behind them a secretary with a writ. They have come for the glassmaker who spoke to the Duke’s man. They do not yet know which of the two women at the furnace she is.'),
        say('anselmo', 'I am here as a buyer of beads. Nobody need write that down. Historian — whatever you are going to do, do it while they are still wiping their feet.'),
        cliffhanger('Isotta closes her hand on the bead. Marietta goes on working, as if men with writs came in every night. The secretary unrolls his paper and looks from one sooted face to the other. Everyone is waiting to see who speaks first, and it is going to be you.'),
      ],
      moment: {
        type: 'critical_moment',
        prompt: 'The Ten’s watch is at the door with a writ. What do you do?',
        branches: [
          {
            key: 'show-bead',
            label: 'Show them the bead: the Republic keeps what no one else can make',
            keywords: ['bead', 'show', 'rosetta', 'star', 'glass', 'make', 'prove', 'craft', 'secret', 'worth'],
            outcome: [
              action('You take Isotta’s hand and open it under the secretary’s lantern. The bead lies there like a small planet. You tell him that a woman who can make that is worth more to the Republic on Murano than in a dungeon or in Ferrara, and that Marietta Barovier was given a furnace for less.'),
              narrative('The secretary looks at the bead for a long time. He is, it turns out, a man who collects beads. He writes something on his writ that is not an arrest, and underlines it twice.'),
            ],
          },
          {
            key: 'stand-between',
            label: 'Stand in front of Isotta and say you spoke to the Duke’s man',
            keywords: ['stand', 'protect', 'me', 'myself', 'take the blame', 'between', 'confess', 'shield', 'instead', 'i did it'],
            outcome: [
              action('You step between Isotta and the lanterns and tell them that you are the one who spoke to the Duke’s man: a stranger, a foreigner, a buyer of secrets, nobody the island will miss.'),
              narrative('The watch takes you by the arms. Your feet leave the floor of the workshop and the lamp-thread tightens, and for a moment the memory does not know what to do with a Historian who has been arrested in it. Ilse’s voice, very far away, says a word she does not usually say.'),
            ],
          },
          {
            key: 'let-anselmo',
            label: 'Let Anselmo speak for her: he wrote the list',
            keywords: ['anselmo', 'let him', 'speak', 'agent', 'his list', 'vetri', 'talk', 'explain', 'him'],
            outcome: [
              say('anselmo', 'Gentlemen. The glassmaker you want has been under my eye since Saint Martin, by order. She spoke to the Duke’s man because I asked her to, to learn what he was offering. Here is my report. It is very long. I suggest you read it somewhere dry.'),
              narrative('It is a lie, and it is beautifully made, and it costs him something you will never see the bill for. The watch goes out into the rain with his report, and Anselmo sits very still afterwards, looking at his ink-stained cuffs.'),
            ],
          },
        ],
      },
    },
    {
      title: 'The Star Inside the Star',
      caption: 'Murano, Ascension Day, 1492',
      recalls: [
        { chapter: 1, branch: 'go-marietta', blocks: [narrative('Marietta Barovier says, when you leave, that she has shown her cane to no one in five years and will show it to no one again. She says it the way people say they will never marry.')] },
        { chapter: 1, branch: 'board-boat', blocks: [narrative('The Duke’s boat went back to Ferrara that night without her. Isotta says she took her foot off the gunwale because of the smell of the furnaces, and that it is the most foolish reason anyone ever had for staying anywhere.')] },
        { chapter: 1, branch: 'trust-anselmo', blocks: [narrative('Anselmo’s list, the one in his handwriting, went into the furnace in the end. He watched it burn with the face of a man reading it one last time, and said that it was the first thing he had ever unwritten.')] },
      ],
      blocks: [
        narrative('On Ascension Day the Doge rows out in the golden barge to marry the sea, and throws a ring into the water, and all Venice cheers. On Murano the furnaces are banked for the feast and the island is quiet. Isotta has a furnace of her own now, by leave of the Republic, in a yard with a fig tree. It is small. It is hers.'),
        say('isotta', 'I swore to make glass that remembers honestly. Marietta taught me that a secret is safest inside something beautiful, where everyone can see it and nobody can read it. So the mirror’s secret is in a bead now. Seven layers. Anyone may wear it. Only a glassmaker will ever know what it is.'),
        action('She gives you a rosetta bead on a silk thread: red, white and blue, a star inside a star inside a star. When you look into its ground end you see, very small and very far down, a candle burning in a room that is not this one.'),
        say('ilse', 'Time to come home, Historian. Bring nothing. I mean it. Nothing comes out of a memory.'),
        cliffhanger('You close your hand on the bead anyway. The lagoon turns to light, and the light to lamplight, and the lamplight to the Archive.'),
        ending('On your reading table, where you left an empty tray, lies a single glass bead, red and white and blue, its ends ground to show the star within. Beads like it will cross every ocean in the next four hundred years, traded on every shore from the Gold Coast to Hudson’s Bay. Nobody in the Archive will admit to putting it there.'),
      ],
    },
  ],
};
