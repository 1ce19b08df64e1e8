/** Adventure 2: the Historian follows the burning page to the island of accounts, and the furnace beneath it. */
import type { AdventureSeed } from '../../memory-types';
import { action, cliffhanger, ending, narrative, say } from '../blocks';

export const theLedgerOfAsh: AdventureSeed = {
  adventure_id: 'glassblowers-oath-2',
  name: 'The Ledger of Ash',
  description: 'On the island of accounts a monk keeps a record of every glass ever blown — and one page is burning itself, line by line.',
  art: 'adventure-ledger-of-ash',
  end: { type: 'next_available' },
  chapters: [
    {
      title: 'The Island of Accounts',
      caption: 'Murano, a winter later, by the lamp’s reckoning',
      blocks: [
        narrative('The second crossing is colder. You step out of the lamp onto a jetty of black oak, on a low island where cypresses stand like quills in an inkwell. Every window of the cloister glows. Somewhere inside, someone is counting aloud.'),
        say('ilse', 'The bead came back with you. That has not happened in forty years of this Archive. I would very much like you to find out why — and to come back from this one with nothing at all.'),
        say('tobia', 'Eleven thousand four hundred and six goblets, cobalt. Two mirrors, forbidden. One Historian, unexpected. Come in, come in. You are late, according to the page.'),
        action('Brother Tobia leads you through a scriptorium where the shelves run out of sight. Every volume records a year of glass: who blew it, for whom, what was said over the furnace while it cooled.'),
        narrative('On a lectern by the fire lies the ledger from your reading table. The page with your name on it smoulders at its edge, and the words on it are changing — rewriting themselves faster than the ash can take them.'),
        cliffhanger('“It writes what is true,” Tobia says, “and burns what is no longer true. Tonight it is burning very quickly. Someone below us is changing what happened.”'),
      ],
      moment: {
        type: 'decisive_moment',
        prompt: 'The page with your name is burning. What do you do?',
        branches: [
          {
            key: 'read',
            label: 'Read the burning page before it is gone',
            keywords: ['read', 'page', 'words', 'study', 'learn', 'ledger', 'before it burns'],
            outcome: [
              action('You read as fast as the fire eats. Your name. Isotta’s. A date three years from now. A line that says the mirror was never made — and then, as you watch, a line that says it was made twice.'),
              say('tobia', 'Two truths at once. The ledger cannot bear it, and neither, I think, can the island. Listen — the floor is warm.'),
            ],
          },
          {
            key: 'save',
            label: 'Beat out the flames and save the ledger',
            keywords: ['save', 'smother', 'beat', 'put out', 'extinguish', 'water', 'flame', 'fire', 'protect', 'rescue'],
            outcome: [
              action('You smother the page with your coat. The fire dies; the smell of scorched vellum rises; and every shelf in the scriptorium shudders, as if the whole library had flinched.'),
              say('tobia', 'Ah. You have stopped the record, not the change. Now the island no longer knows what is true. Quickly — downstairs, before the cloister forgets it has a floor.'),
            ],
          },
          {
            key: 'follow',
            label: 'Follow the smoke to where it leads',
            keywords: ['follow', 'smoke', 'trail', 'track', 'down', 'stairs', 'below', 'source', 'cellar'],
            outcome: [
              action('The smoke does not rise. It sinks — a thin grey thread crawling off the lectern, over the flagstones, under a door you had taken for a cupboard.'),
              narrative('Beyond the door, steps go down into heat. The walls are not brick but glass, thick and green and old, and in them, like flies in amber, hang a thousand tiny lit windows.'),
            ],
          },
        ],
      },
    },
    {
      title: 'The Furnace Beneath',
      caption: 'Under the island, where the lamp’s light turns green',
      blocks: [
        narrative('At the bottom of the steps is a furnace older than Murano, older than the guild, older than Venice: a round mouth in the rock, breathing white. Around it hang mirrors — dozens of them — each clouded like Isotta’s.'),
        say('anselmo', 'You came. The Council said you would not, and the Council is so rarely wrong that I enjoyed saying nothing.'),
        action('Anselmo stands at the furnace with an iron pipe in his hands. On the end of it, a gather of molten glass glows and turns. In the glow you see Isotta’s workshop, the night you met — being reshaped.'),
        say('anselmo', 'The Republic does not destroy memory, Historian. It edits it. Every secret of the glass is melted down here and blown again into something more convenient. Tonight it is her turn. Tomorrow, perhaps, it is yours.'),
        say('ilse', 'If he finishes that gather, the memory you walked in will never have happened. Neither will your bead. Neither, possibly, will your visit. I cannot pull you out of a night that does not exist.'),
        cliffhanger('The furnace roars. The gather sags toward the floor, heavy with a whole night of someone’s life, and Anselmo lifts the pipe to his lips.'),
      ],
      moment: {
        type: 'critical_moment',
        prompt: 'Anselmo is about to reblow Isotta’s memory. What do you do?',
        branches: [
          {
            key: 'offer',
            label: 'Offer your own memory to the furnace instead',
            keywords: ['offer', 'my memory', 'own memory', 'sacrifice', 'instead', 'exchange', 'myself', 'me', 'trade'],
            outcome: [
              action('You step to the furnace mouth and hold out the blue bead. “Take mine. A Historian’s memory is worth a hundred glassmakers’ nights to a man who keeps ledgers.”'),
              say('anselmo', 'It is worth a thousand. And you know it, which is what makes the offer sincere.'),
              narrative('He lowers the pipe. The gather cools, untouched, into a plain green bubble — and somewhere far away, a girl in a workshop laughs at nothing.'),
            ],
          },
          {
            key: 'seal',
            label: 'Seal the furnace for good',
            keywords: ['seal', 'close', 'shut', 'block', 'door', 'extinguish', 'bank', 'put out', 'kill the fire'],
            outcome: [
              action('You throw your weight against the iron door of the furnace. It swings with a groan no hinge should make. The white breath narrows to a line, to a thread, to nothing.'),
              narrative('Around you the hanging mirrors clear, all at once, and in every one of them a different glassmaker looks up from a different bench, blinking, as if woken.'),
            ],
          },
          {
            key: 'persuade',
            label: 'Persuade Anselmo to put down the pipe',
            keywords: ['persuade', 'convince', 'talk', 'reason', 'plead', 'ask', 'speak', 'anselmo', 'stop him'],
            outcome: [
              say('anselmo', 'Persuade me, then. I have edited three hundred nights in this cellar and no one has ever asked me to stop. It would be a novelty.'),
              action('You tell him what the glass showed you in the workshop: himself, kneeling, weeping. He goes very still — and the pipe, slowly, comes down.'),
            ],
          },
        ],
      },
    },
    {
      title: 'The Oath',
      // What the first chapter's choice left behind, read before the last words (the ending remembers it).
      recalls: [
        { chapter: 1, branch: 'read', blocks: [{ blockType: 'narrative', text: 'You remember what you read on the burning page before it went: your own name, in Tobia’s hand, and under it a line that is only now coming true.' }] },
        { chapter: 1, branch: 'save', blocks: [{ blockType: 'narrative', text: 'The ledger you beat the flames out of lies on Tobia’s desk, scorched at the edges, every account in it still legible. It will remember this morning too.' }] },
        { chapter: 1, branch: 'follow', blocks: [{ blockType: 'narrative', text: 'The smoke you followed down the stairs has left the furnace for good; only a smell of fern-ash remains, and the memory of where it led.' }] },
      ],
      caption: 'The first light over the lagoon',
      blocks: [
        narrative('Dawn comes up through the water, through the green glass walls, through the floor of the scriptorium above. The island of accounts is quiet. For the first time since you arrived, nobody is counting.'),
        say('tobia', 'The page has stopped burning. It says only what happened, now — and what happened, it seems, was you.'),
        say('isotta', 'Historian. You came back.'),
        action('She is at the top of the stairs, in a leather apron, sooted to the elbows, holding a new mirror with a surface as clear as morning. She swears the glassmaker’s oath aloud — and then adds a line no guild has ever sworn: to make glass that remembers honestly.'),
        cliffhanger('“Swear it with me,” she says. The lamp-thread tightens around your ribs; Ilse is calling you home.'),
        ending('You speak the oath as the memory folds shut. In the Archive, the ledger on your reading table closes by itself. On its cover, in gold, a new line: The Glassblower’s Oath — witnessed.'),
      ],
    },
  ],
};
