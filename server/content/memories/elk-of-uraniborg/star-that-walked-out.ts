/** Adventure 1: a feast at Uraniborg, a brass globe with one star too few, and an elk who has found it. */
import type { AdventureSeed } from '../../memory-types';
import { action, cliffhanger, ending, narrative, say } from '../blocks';

export const theStarThatWalkedOut: AdventureSeed = {
  adventure_id: 'elk-of-uraniborg-1',
  name: 'The Star That Walked Out',
  description: 'A feast on the island of Hven, a brass globe with one star missing, and a tame elk who has been drinking the steward’s beer.',
  art: 'adventure-elk-of-uraniborg-1',
  end: { type: 'next_available' },
  chapters: [
    {
      title: 'Beer at Uraniborg',
      caption: 'Hven, an island in the Sound, the winter of 1591',
      blocks: [
        narrative(
          'You arrive in a hall that smells of roast swan, candle smoke and wet elk. Uraniborg is a castle built for looking at the sky: towers with roofs that slide open, a fountain that turns a brass globe of the world, and, in the library, a celestial globe five feet across on which every star its master has measured is engraved by hand.',
        ),
        say('tycho', 'Another guest who arrived without a boat! Jepp said you would come. Sit, eat, drink. Do not look at my nose. Everyone looks at my nose.'),
        narrative('Everyone looks at his nose. It is brass, pale as a bell, fixed to his face with a paste he keeps in a little silver box and touches up between courses.'),
        say('sophie', 'He lost the real one at twenty, in a duel in the dark in Rostock, over a point of mathematics. He was right about the mathematics. That is the part he tells.'),
        action('Sophie Brahe takes a candle and you by the sleeve, and leads you to the library. On the great globe, in the chair-shaped sprawl of Cassiopeia, there is a small bright crater in the brass where a star ought to be — and a trail of tiny scratches leading off the edge of the sky.'),
        say('jepp', 'The star went upstairs. The star is drunk. No — the elk is drunk. The elk has the star. I said it backwards, but it is still true.'),
        narrative('Jepp says this from under the library table, where he lives, and is fed. Upstairs, something heavy crashes, and a long, happy bellow rolls down the stairwell like a barrel.'),
        cliffhanger(
          'On the landing at the top of the great stair stands Tycho’s tame elk, swaying, the steward’s beer bucket hooked on one antler and, caught in the other, a point of white light the size of a walnut. It puts one hoof on the top step. Sophie grips your arm. “Every chronicle says this animal dies on a staircase. Not tonight. Do something, Historian.”',
        ),
      ],
      moment: {
        type: 'decisive_moment',
        prompt: 'The elk is swaying at the top of the stairs with the star in its antlers. What do you do?',
        branches: [
          {
            key: 'lure',
            label: 'Lure the elk down with a bowl of beer',
            keywords: ['lure', 'beer', 'bowl', 'bucket', 'coax', 'tempt', 'call him down', 'entice', 'drink', 'treat'],
            outcome: [
              action('You fill a bowl with beer and set it on the bottom step. The elk considers this, then descends with the grave care of a drunk bishop, one hoof at a time, the star swinging from its antler like a censer.'),
              narrative('It reaches the bowl and puts its whole face in it. Tycho applauds with his napkin. Sophie unhooks the star while the elk is busy; it is warm in her hands, and it hums like a bee under a glass.'),
            ],
          },
          {
            key: 'climb',
            label: 'Climb the stairs and take the star from its antlers',
            keywords: ['climb', 'stairs', 'take', 'grab', 'antlers', 'reach', 'go up', 'snatch', 'catch the star', 'run up'],
            outcome: [
              action('You climb. The elk lowers its great head to be scratched just as you reach for the antler, and the star comes away into your palm, cold as snow and weighing nothing at all.'),
              narrative('The elk sits down on the top step like a dog and falls asleep. “That is how it should end, one day,” says Sophie from below. “Sitting down.”'),
            ],
          },
          {
            key: 'ask-jepp',
            label: 'Ask Jepp what happens next',
            keywords: ['ask', 'jepp', 'jester', 'dwarf', 'foresee', 'future', 'prophecy', 'what happens', 'predict', 'fool'],
            outcome: [
              say('jepp', 'Next? Next, the elk sneezes.'),
              narrative('The elk sneezes. The star flies from its antler across the hall like a spark off an anvil and lands in Tycho’s soup. He fishes it out with a spoon, blows on it, and declares it the finest thing he has ever found in a soup, and he has found a great many things in soups.'),
            ],
          },
        ],
      },
    },
    {
      title: 'Stjerneborg',
      caption: 'The same night, under the garden, in the observatory Tycho dug into the earth to keep the wind off his instruments',
      blocks: [
        narrative('The star will not stay on the globe. Every time Sophie presses it into its brass crater it jumps back out, as a cat will not stay on a lap it has decided against.'),
        say('tycho', 'Of course it will not stay. A star stays where it is put only when it has been measured. Stjerneborg! Lamps! Christen, the great quadrant! Sophie, the clock — not that clock, the clock that is right!'),
        narrative('Stjerneborg is an observatory sunk into the ground: wooden domes just proud of the snow, and under them crypts for instruments of brass and oak taller than a man. The hatches open on a black sky over the Sound, and in it Cassiopeia sits in her chair with a gap where the new star of 1572 once blazed for sixteen months.'),
        say('christen', 'Master, it is moving. It was in Cassiopeia at supper. Now it is halfway to the Pole. It is leaving.'),
        say('sophie', 'It is not a star. It is the memory of one — the new star that made my brother famous and then faded. The memory is fading the same way. If nobody writes it down before dawn, this island forgets it ever saw anything at all.'),
        action('Through the hatches the east is greying over Sweden. The walnut of light in Sophie’s cupped hands is dimming, pulse by pulse, like an ember somebody has stopped blowing on.'),
        cliffhanger('Tycho has the quadrant. Christen has the key to the printing press in the paper mill by the shore. Sophie has her hands around a dying light. “Choose,” says Tycho Brahe, who has never in his life let anybody else choose anything.'),
      ],
      moment: {
        type: 'critical_moment',
        prompt: 'The star is fading before dawn. How do you keep it?',
        branches: [
          {
            key: 'measure',
            label: 'Measure it with Tycho at the great quadrant',
            keywords: ['measure', 'quadrant', 'instrument', 'observe', 'sight', 'angle', 'degrees', 'tycho', 'observation', 'sextant', 'survey'],
            outcome: [
              action('You hold the star at the quadrant’s sight while Tycho calls the angle, Sophie calls the clock and Christen writes, ink spattering: altitude, azimuth, a sixtieth of a degree, then another.'),
              narrative('With every figure set down the star grows heavier and more certain, until it sits in your palm like a pebble from a beach that has always been there.'),
            ],
          },
          {
            key: 'print',
            label: 'Run with Christen to the printing press and set it in type',
            keywords: ['print', 'press', 'printing', 'type', 'mill', 'paper', 'christen', 'longomontanus', 'catalogue', 'book', 'publish', 'run'],
            outcome: [
              action('You run through the snow with Christen to the paper mill by the shore, where Tycho prints his own books because he trusts no printer in Denmark. Christen sets the line in lead with frozen fingers: STELLA NOVA, 1572.'),
              narrative('You pull a single sheet. The ink on it glows faintly, like a lantern seen through fog, and far up the hill, in Sophie’s hands, the star stops dimming.'),
            ],
          },
          {
            key: 'let-go',
            label: 'Let it return to the sky',
            keywords: ['let go', 'release', 'free', 'sky', 'return', 'open', 'let it fly', 'set free', 'go home', 'let it go'],
            outcome: [
              narrative('You open Sophie’s hands. The light lifts, slowly, the way a bubble rises in honey, up through the hatch and over the snow, and for one breath there is a new star in Cassiopeia again, brighter than Venus.'),
              say('sophie', 'Now the sky remembers it. That will have to do. The sky is a better archive than any of us, and it does not lose its nose in duels.'),
            ],
          },
        ],
      },
    },
    {
      title: 'The Catalogue',
      caption: 'Dawn over the Sound, 1591',
      // What the first chapter's choice left behind, read before the last words (the ending remembers it).
      recalls: [
        { chapter: 1, branch: 'lure', blocks: [narrative('The beer bowl is still on the bottom step of the great stair. Somebody has refilled it, and nobody will admit who.')] },
        { chapter: 1, branch: 'climb', blocks: [narrative('There is a pale mark on your palm where the star sat when you took it from the antler. It does not hurt. It is, if anything, a little warm.')] },
        { chapter: 1, branch: 'ask-jepp', blocks: [say('jepp', 'I said the elk would sneeze, and it sneezed. Nobody thanks a prophet. Somebody should at least pass him the soup.')] },
      ],
      blocks: [
        narrative('Dawn comes up over Sweden, cold and pink. In the library the great globe turns on its axis, and in Cassiopeia the brass crater holds a small bright point again — or, beside it, a note in Sophie’s quick hand, according to how the night went.'),
        say('tycho', 'One thousand stars, Historian. Every one measured by these eyes. And one of them tried to walk out on me. I take it personally.'),
        say('sophie', 'He takes everything personally. It is how he measures things.'),
        say('jepp', 'The elk will go to the Landgrave of Hesse as a present. On the way it will drink too much. It will fall down a staircase. Someone will remember it anyway.'),
        action('The elk shoulders into the library, leaves a hoofprint of snow on the carpet, and lays its great head in Sophie’s lap as if it had been invited.'),
        cliffhanger('Sophie scratches its ears and looks at you over its head. “When they send him away,” she says, “come back. Somebody should be on those stairs.”'),
        ending('You wake in the Archive smelling faintly of beer and elk. On the reading table lies a star chart of 1592 with one star in Cassiopeia circled in red, and in the margin, in Sophie’s hand: “Landskrona. The stairs. Do not be late.”'),
      ],
    },
  ],
};
