/** Adventure 2: the elk is sent to a landgrave by way of a castle with too many stairs. */
import type { AdventureSeed } from '../../memory-types';
import { action, cliffhanger, ending, narrative, say } from '../blocks';

export const theStairsAtLandskrona: AdventureSeed = {
  adventure_id: 'elk-of-uraniborg-2',
  name: 'The Stairs at Landskrona',
  description: 'Tycho’s elk is on its way to a landgrave, by way of a castle with a great deal of beer and a great many stairs. Every history says it falls.',
  art: 'adventure-elk-of-uraniborg-2',
  end: { type: 'next_available' },
  chapters: [
    {
      title: 'The Landgrave’s Elk',
      caption: 'Landskrona castle, across the Sound, the next winter',
      blocks: [
        narrative('The page turns and you are standing in a courtyard of brick and frost, in a castle built to keep Swedes out of Scania and now full of Danes keeping the cold out with beer. From every window comes the noise of a feast that has been going on since noon.'),
        say('sophie', 'You came. Good. He is to go to Landgrave Wilhelm of Hesse, with a letter from my brother explaining that he is very tame and fond of company. He is very tame. He is much too fond of company.'),
        narrative('The elk stands in the middle of the great hall like a piece of furniture nobody has dared to move. Children hang garlands of juniper on its antlers. It is wearing, for reasons no one can explain, a ruff.'),
        say('castellan', 'Welcome, welcome! Tycho Brahe’s elk drinks under my roof! I have given him a bucket of the October ale — the strongest in Scania. He drank it like a bishop. Give him another!'),
        say('jepp', 'Do not give him another.'),
        narrative('Jepp has come with the elk, sent by Tycho to keep it company, and has already found a table to live under. He says it to his own knees, and nobody listens to a man talking to his knees.'),
        action('At the end of the hall rises the great stair of the castle: stone, steep, worn in the middle like a spoon, with no rail at all, up to the gallery where the minstrels are playing. The elk has noticed the minstrels. The elk likes minstrels.'),
        cliffhanger('The castellan’s servant is rolling out a second barrel. The elk lifts its nose from the bucket, looks at the stair, and sets off toward it with the loose-kneed determination of a creature who has had exactly one bucket too many. Sophie looks at you. She does not need to say it.'),
      ],
      moment: {
        type: 'decisive_moment',
        prompt: 'The elk has drunk the castellan’s ale and is heading for the great stair. What do you do?',
        branches: [
          {
            key: 'bar-stairs',
            label: 'Bar the foot of the stairs with a feast table',
            keywords: ['bar', 'block', 'table', 'barricade', 'stop', 'stairs', 'blockade', 'in the way', 'obstacle'],
            outcome: [
              action('You and two guests drag a feast table, swan and all, across the foot of the stair. The elk walks into it, looks at it with deep disappointment, and begins, very politely, to eat the swan.'),
              narrative('The castellan is outraged about the swan for almost a minute, and then decides it is the best story of his life.'),
            ],
          },
          {
            key: 'hide-beer',
            label: 'Hide the barrel of October ale',
            keywords: ['hide', 'beer', 'ale', 'barrel', 'take away', 'no more', 'empty', 'conceal', 'spill', 'tip away'],
            outcome: [
              action('You roll the second barrel behind the tapestries while the castellan is making a toast, and stand in front of it looking like a tapestry yourself.'),
              narrative('The elk searches the hall for the barrel with its nose, patiently, table by table, and forgets all about the minstrels. It is a long search. It is also a search on flat ground, which is the point.'),
            ],
          },
          {
            key: 'walk-elk',
            label: 'Walk the elk out into the snow to sober up',
            keywords: ['walk', 'outside', 'snow', 'sober', 'fresh air', 'lead', 'take him outside', 'courtyard', 'outdoors', 'cold'],
            outcome: [
              action('You take the elk by the ruff and walk it out into the courtyard. It follows you the way a ship follows a tug: slowly, grandly, with many creaks.'),
              narrative('In the cold it stands and steams, and eats a little snow, and looks at the stars over the Sound as if it were trying to remember which one it once carried.'),
            ],
          },
        ],
      },
    },
    {
      title: 'The Stair',
      caption: 'Landskrona, the same night, a little before midnight',
      blocks: [
        narrative('Memories bend toward what happened the way water bends toward the sea. However the evening went, at midnight the hall is dark and sleeping, the fire is low, and the elk is somehow at the top of the great stair, alone, looking down.'),
        say('jepp', 'It falls. In every telling, it falls. I have seen it in my sleep eleven times. But falling is not always the end of a story. Sometimes it is the middle.'),
        say('sophie', 'Stay back from the edge, both of you. He does not know how high he is. He thinks the stairs are a hill.'),
        action('The elk lowers one foreleg onto the top step. The stone is polished smooth by two hundred years of boots. The hoof slides an inch, and stops, and the whole great animal trembles.'),
        say('castellan', 'What is happening? Is it the Swedes? Is it the elk? Is the elk the Swedes?'),
        cliffhanger('The castellan’s candle flares in the doorway and the elk startles toward the light. Everything that will happen is about to happen. Jepp closes his eyes. Sophie takes one step up the stair, and looks back at you.'),
      ],
      moment: {
        type: 'critical_moment',
        prompt: 'The elk is slipping at the top of the stair. What do you do?',
        branches: [
          {
            key: 'catch',
            label: 'Stand on the stairs and catch him',
            keywords: ['catch', 'stand', 'stairs', 'hold', 'brace', 'run up', 'block', 'stop him', 'save', 'grab'],
            outcome: [
              action('You are halfway up the stair when the elk comes down it, all at once, like a wardrobe with opinions. You catch it. That is to say: it lands on you, and you both slide the rest of the way on your back, and stop in the rushes at the bottom.'),
              narrative('For a long moment nobody breathes. Then the elk gets up, shakes its ears, steps carefully off you, and goes to sleep by the fire. You lie in the rushes and count your ribs. They are all there. Most of them are even where they were.'),
            ],
          },
          {
            key: 'call-down',
            label: 'Let Sophie call him down, the way she does',
            keywords: ['sophie', 'call', 'sing', 'voice', 'calm', 'talk him down', 'coax', 'song', 'gentle', 'let her'],
            outcome: [
              say('sophie', 'Come, old man. Come down to me. Slowly, now. One foot. The other foot. You have four; I shall not ask for all of them at once.'),
              narrative('She sings to it, a Scanian cradle song with too many verses, and the elk comes down the stair one step per verse, listening. When it reaches the bottom she is on the last verse, and she sings it anyway, to the end, because it is bad luck to stop.'),
            ],
          },
          {
            key: 'let-fall',
            label: 'Let history have the elk, and hold Sophie’s hand',
            keywords: ['let', 'history', 'nothing', 'accept', 'fall', 'hold her hand', 'aside', 'witness', 'let it happen', 'let go'],
            outcome: [
              narrative('You take Sophie’s hand and hold on, and the elk falls, as it falls in every chronicle: a long, surprised sound, and then quiet. Nobody in the hall moves.'),
              say('sophie', 'Thank you for not pretending. He was a foolish, beautiful animal, and my brother will write a very long letter about him, and the Landgrave will never have him, and I am glad I was here.'),
            ],
          },
        ],
      },
    },
    {
      title: 'A Margin in the Catalogue',
      caption: 'Hven, the spring after',
      // What the first chapter's choice left behind, read before the last words (the ending remembers it).
      recalls: [
        { chapter: 1, branch: 'bar-stairs', blocks: [narrative('The castellan of Landskrona has had the swan table carved with an elk, and shows it to every guest, and tells the story wrongly, and better, every time.')] },
        { chapter: 1, branch: 'hide-beer', blocks: [narrative('The barrel you hid behind the tapestry was found in April, full, and declared a miracle by the castellan’s chaplain. Nobody has asked you. You have not said.')] },
        { chapter: 1, branch: 'walk-elk', blocks: [narrative('Sophie says that since the night in the courtyard she has caught herself, more than once, looking at the sky over the Sound the way the elk did, trying to remember which star it carried.')] },
      ],
      blocks: [
        narrative('In spring the island of Hven is all cowslips and wind. Tycho is writing letters: to the Landgrave of Hesse, to the King, to an astronomer in Prague he has never met and already dislikes. One of the letters is very long and is entirely about an elk.'),
        say('tycho', 'I have told the Landgrave the truth, in detail, in Latin. He will not believe a word. Landgraves never believe the true stories; it is why they send for elks.'),
        action('In the library Sophie opens the great catalogue of the stars at Cassiopeia, and in its margin, beside the new star of 1572, she draws an elk: small, neat, with a ruff, in brown ink, looking up.'),
        say('sophie', 'The star is there, and he is here, and anybody who reads this book in four hundred years will wonder why an elk is looking at the sky. Good. Let them wonder. Wondering is how we began.'),
        say('jepp', 'You will be back. Not here. Somewhere with stairs.'),
        cliffhanger('The memory folds like a page being turned by someone who meant to keep their place. The last thing you hear is Tycho, from the tower, shouting at a cloud for being in the way.'),
        ending('You surface in the Archive, in lamplight and dust. On the desk lies a facsimile of Tycho Brahe’s star catalogue, and in its margin, beside the new star in Cassiopeia, a small brown elk in a ruff looks up at something you cannot see. You are almost sure it was not there before.'),
      ],
    },
  ],
};
