/**
 * Adventure 3: Prague, October 1601. Tycho dines with a baron and will not rise before his host; the chest
 * of his observations waits for an heir. Sources: Kepler's account of Tycho's last illness and his own
 * confession that he 'usurped' the observations; the Riders' Staircase of Prague Castle; Rudolf II's lion.
 */
import type { AdventureSeed } from '../../memory-types';
import { action, cliffhanger, ending, narrative, say } from '../blocks';

export const theBanquetInPrague: AdventureSeed = {
  adventure_id: 'elk-of-uraniborg-3',
  name: 'The Banquet in Prague',
  description: 'Ten years after the elk, Tycho has left Hven for the Emperor’s Prague, a castle with a staircase made for horses, and a dinner he will not leave. Jepp said you would be back somewhere with stairs.',
  art: 'adventure-elk-of-uraniborg-3',
  end: { type: 'end_of_series' },
  chapters: [
    {
      title: 'A Staircase for Horses',
      caption: 'Prague Castle, October 1601',
      blocks: [
        narrative('The page turns and the cowslips of Hven are gone. You stand in a hall so long and so high that its ribbed vault seems to be holding up the sky, and down one end of it, instead of a stair, runs a gentle stone slope with shallow steps: the Riders’ Staircase, built so that knights could ride their horses up into the hall for a tournament indoors.'),
        say('jepp', 'Stairs. I told you. Nobody ever listens to the man under the table.'),
        narrative('Jepp is older, thinner, and has come all the way from Denmark in the baggage, because Tycho never travels without him. Tycho himself is at the far end of the hall, enormous in black velvet, his brass nose catching the candles, explaining the heavens to an imperial chamberlain who wants to go home.'),
        say('sophie', 'I cannot come. I am in Denmark, married to nobody yet, with a garden and a debt. But you can walk in my memory of his letters, and his letters say he is to dine tomorrow at the house of Baron Rosenberg. Historian: my brother will not rise from a table before his host. Ever. He says it is manners. I say it is vanity with a napkin.'),
        action('A thin young man in a shabby collar is waiting by the Riders’ Staircase with a roll of papers and the look of someone who has been promised something for a very long time: Johannes Kepler, the assistant Tycho does not quite trust, who wants only one thing in the world, the orbit of Mars.'),
        say('kepler', 'He gives me Mars a night at a time, like a miser paying out coins. One more night of figures, then another. If I had all of it — all his observations, twenty years of them — I could find the true shape of the heavens. But he keeps them in a chest, and the key on his belt.'),
        say('tengnagel', 'And the chest stays shut. My father-in-law’s observations belong to his family. They are an inheritance, not a library.'),
        narrative('Frans Tengnagel, a Westphalian nobleman married to Tycho’s daughter Elisabeth, has appeared at Kepler’s elbow the way a lock appears on a door. The two men do not look at each other.'),
        cliffhanger('Down in the city the bells ring for vespers. Tomorrow night Tycho dines at Rosenberg’s. In every history you have read, he sits for hours without leaving the table, and does not rise again for eleven days, and then not at all. Sophie is watching you from somewhere a long way north.'),
      ],
      moment: {
        type: 'decisive_moment',
        prompt: 'Tomorrow Tycho dines at Rosenberg’s and will not leave the table before his host. How do you prepare?',
        branches: [
          {
            key: 'warn-kepler',
            label: 'Warn Kepler and ask him to sit beside Tycho',
            keywords: ['kepler', 'warn', 'tell kepler', 'beside', 'sit', 'ask kepler', 'assistant', 'help'],
            outcome: [
              action('You take Kepler aside on the horse-stair and tell him what you know, without telling him how you know it. He listens the way he listens to numbers: with his whole face.'),
              say('kepler', 'You are asking me to save the man who will not give me Mars. Very well. A man who is dead cannot give anybody anything. I will sit at his elbow and invent a reason for him to rise.'),
            ],
          },
          {
            key: 'bribe-steward',
            label: 'Bribe Rosenberg’s steward to end the dinner early',
            keywords: ['bribe', 'steward', 'pay', 'silver', 'servant', 'end the dinner', 'early', 'short', 'host'],
            outcome: [
              action('Baron Rosenberg’s steward is a man who has been bribed by better people than you and says so, and takes your coin anyway. He promises that the baron will be called away on urgent business before the third course.'),
              narrative('You walk back across the Charles Bridge feeling clever, and Jepp, beside you, says nothing at all, which is worse than anything he could have said.'),
            ],
          },
          {
            key: 'tell-tycho',
            label: 'Tell Tycho plainly that the dinner will kill him',
            keywords: ['tell tycho', 'plainly', 'truth', 'warn him', 'tycho', 'honest', 'dinner will kill', 'direct', 'confront'],
            outcome: [
              say('tycho', 'Kill me? A dinner? Historian, I have survived a duel in the dark, a king’s displeasure and forty winters of staring at the sky in my nightshirt. I will survive a baron’s goose. Also, it would be unpardonably rude.'),
              narrative('But he looks at you a moment longer than he needs to, and that night, Jepp says, he asks for the window to be left open, so that he can see Mars.'),
            ],
          },
        ],
      },
    },
    {
      title: 'The Table at Rosenberg’s',
      caption: 'The house of Baron Peter Vok Rosenberg, the next evening',
      blocks: [
        narrative('Memories bend toward what happened. However you prepared, the dinner is long, and warm, and full of wine, and at its head Baron Rosenberg tells a story about a bear that has no end. Tycho sits at his right hand, very upright, very red, and does not move.'),
        say('jepp', 'He has not left the table in four hours. Nobody has. It is a siege in which the fortress is a bladder.'),
        action('At last the baron rises. Tycho rises too, carefully, like a man carrying a full bowl, and walks out into the October night, and does not come back to the table. By morning he is in bed with a fever, and he cannot pass water, and the physicians are arguing in Latin over his head.'),
        narrative('Days go by. Eleven of them. The Emperor sends his own physician and a lion’s roar from the menagerie comes up through the windows every evening. In his delirium Tycho says one sentence over and over, in Latin, like a man repeating a star’s position so as not to lose it.'),
        say('tycho', 'Ne frustra vixisse videar. Let me not seem to have lived in vain. Let me not seem to have lived in vain.'),
        say('kepler', 'He means the observations. Twenty years of the sky, measured to a sixtieth of a degree, and nobody to make anything of them. He wants me to build the new tables on his system — the sun going round the earth, the planets round the sun. His system is wrong. His numbers are perfect.'),
        say('tengnagel', 'He means his family. The observations are all the fortune he has left to leave. The Emperor will promise twenty thousand thalers for them and pay a little of it, late. The chest is my wife’s bread.'),
        cliffhanger('On the last morning Tycho opens his eyes. He finds the key on his belt with his fingers, works it free, and holds it out — to nobody in particular, to the room, to you. Kepler and Tengnagel both take a step forward and stop. The old man’s hand is shaking. Everybody is looking at you.'),
      ],
      moment: {
        type: 'critical_moment',
        prompt: 'Dying, Tycho holds out the key to the chest of his observations. What do you do with it?',
        branches: [
          {
            key: 'to-kepler',
            label: 'Put the key in Kepler’s hand',
            keywords: ['kepler', 'give kepler', 'assistant', 'mars', 'science', 'hand it to kepler', 'the work', 'orbit'],
            outcome: [
              action('You take the key from Tycho’s fingers and close Kepler’s hand around it. Tengnagel says something in German that a Historian should not translate.'),
              say('kepler', 'I will make the tables. I will call them after the Emperor, and put his name on the front, and Tycho’s on every page. And I will find Mars, even if it is not where he wanted it to be.'),
            ],
          },
          {
            key: 'to-heir',
            label: 'Give the key to Tengnagel, as the law says',
            keywords: ['tengnagel', 'heir', 'family', 'law', 'son-in-law', 'elisabeth', 'daughter', 'inheritance', 'give it to the family'],
            outcome: [
              action('You give the key to Tengnagel, because it is his by every law in Bohemia, and he bows to you as if you had done him a kindness. Kepler turns away to the window.'),
              narrative('It does not hold. Memories bend toward what happened: by the end of the month Kepler has the observations of Mars under his arm anyway, and will write, years later, that he took them into his care while the heirs were careless, “or perhaps usurped them.”'),
            ],
          },
          {
            key: 'let-tycho',
            label: 'Close Tycho’s hand on the key and let him choose',
            keywords: ['tycho', 'let him', 'choose', 'his choice', 'close his hand', 'wait', 'let tycho decide', 'nothing'],
            outcome: [
              narrative('You fold the old man’s fingers back around his key. He looks at you for a long moment with his wet, fierce eyes, and then, with the last of his strength, turns his hand over and lets the key fall on the blanket between the two men, and smiles.'),
              say('tycho', 'Both of you. The numbers to the one who can use them; the glory to the family. Let me not seem —'),
              narrative('He does not finish. He does not need to. Kepler and Tengnagel stand on either side of the bed, and neither of them picks up the key, for a long time.'),
            ],
          },
        ],
      },
    },
    {
      title: 'Rudolphine',
      caption: 'Denmark, some years after',
      recalls: [
        { chapter: 1, branch: 'warn-kepler', blocks: [narrative('Kepler tried. He sat at Tycho’s elbow all evening and invented six reasons for him to rise, each more elaborate than the last, and Tycho admired every one of them and sat still. Kepler writes to Sophie that he has never failed so carefully.')] },
        { chapter: 1, branch: 'bribe-steward', blocks: [narrative('The steward kept his word and the baron was called away on urgent business — after the fifth course, not the third. Bribes, Jepp says, are like prophecies: they come true late, and in the wrong order.')] },
        { chapter: 1, branch: 'tell-tycho', blocks: [narrative('Among Tycho’s papers Sophie finds a note in his hand from the night before the banquet: “Told today by a stranger that a goose would kill me. Left the window open. Mars very fine.”')] },
      ],
      blocks: [
        narrative('Sophie Brahe reads the letters in her garden, among the cowslips she brought from Hven, a long time after they were written. Her brother is buried in the Týn Church in Prague under a red marble stone, in full armour, with his hand on his sword, as though a star might try something.'),
        say('sophie', 'He would have hated the ellipse. Kepler has found that Mars goes round the sun not in a circle but in an egg, a stretched circle, and he has found it with my brother’s numbers. Tycho measured the truth so well that it proved him wrong. That is the best thing a man can do with a life, I think. It is certainly not vain.'),
        action('On her table lies a printed book, new from the press: Astronomia Nova. In the margin, beside the first page on Mars, somebody — she will not say who — has drawn a small brown elk, looking up.'),
        say('jepp', 'I said you would be back somewhere with stairs. I did not say you would like it. Nobody ever likes the true ones.'),
        cliffhanger('The memory folds slowly, page by page, like an old man turning over in bed to look at the window. The last thing you see is Mars over the Sound, very fine, exactly where the numbers say it is.'),
        ending('You surface in the Archive. On the reading table lies the Rudolphine Tables of 1627, open at its frontispiece: a temple of astronomers, and among them Tycho Brahe in his great coat, pointing up at the roof, as if to say: there, look, I measured that. Somebody has pencilled, very small, at the foot of the temple steps, an elk.'),
      ],
    },
  ],
};
