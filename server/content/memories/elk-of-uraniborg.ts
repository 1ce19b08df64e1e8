/**
 * The Elk of Uraniborg — Hven, Landskrona and Prague, 1591-1601. The Historian walks into the memory of Sophie
 * Brahe, on the island where her brother Tycho measured a thousand stars and kept a tame elk.
 */
import type { MemorySeed } from '../memory-types';
import { theBanquetInPrague } from './elk-of-uraniborg/banquet-in-prague';
import { theStairsAtLandskrona } from './elk-of-uraniborg/stairs-at-landskrona';
import { theStarThatWalkedOut } from './elk-of-uraniborg/star-that-walked-out';

export const elkOfUraniborg: MemorySeed = {
  series_id: 'elk-of-uraniborg',
  saga_id: 'saga-elk-of-uraniborg',
  name: 'The Elk of Uraniborg',
  description:
    'Hven, 1591. Tycho Brahe keeps a brass nose, a jester who sees the future, a catalogue of a thousand stars and a tame elk that drinks. ' +
    'Tonight one of the stars has walked out of the catalogue, and the elk has it. Walk into his sister Sophie’s memory before the island forgets.',
  art: 'series-elk-of-uraniborg',
  creator: 'lantern-guild',
  is_premium: false,
  characters: [
    {
      key: 'sophie',
      name: 'Sophie Brahe',
      description: 'Tycho’s youngest sister: astronomer, alchemist, gardener, and the only person on Hven who tells him when he is wrong. Widowed, unimpressed, and fond of the elk.',
      art: 'char-sophie-brahe',
    },
    {
      key: 'tycho',
      name: 'Tycho Brahe',
      description: 'Lord of Hven and the sharpest eye in Europe. Wears a nose of brass since a duel in the dark over a point of mathematics, and a moustache like a pair of oars.',
      art: 'char-tycho-brahe',
    },
    {
      key: 'jepp',
      name: 'Jepp',
      description: 'Tycho’s jester, who lives under the dinner table and is fed from it, and who sometimes says what will happen next. Nobody enjoys it when he is right.',
      art: 'char-jepp',
    },
    {
      key: 'christen',
      name: 'Christen Longomontanus',
      description: 'Tycho’s assistant, a farmer’s son from Jutland who can measure a star to a sixtieth of a degree and is frightened of the elk.',
      art: 'char-longomontanus',
    },
    {
      key: 'castellan',
      name: 'The Castellan of Landskrona',
      description: 'Host, keeper of a castle full of stairs and of the strongest October ale in Scania, which he is very proud of and pours for everyone, including elks.',
      art: 'char-castellan',
    },
    {
      key: 'kepler',
      name: 'Johannes Kepler',
      description: 'Tycho’s last assistant in Prague: poor, short-sighted, brilliant, and hungry for one thing only, the true orbit of Mars, which lies in Tycho’s locked chest.',
      art: 'char-kepler',
    },
    {
      key: 'tengnagel',
      name: 'Frans Tengnagel',
      description: 'A Westphalian nobleman married to Tycho’s daughter Elisabeth, who guards the chest of observations as his family’s inheritance.',
      art: 'char-tengnagel',
    },
  ],
  adventures: [theStarThatWalkedOut, theStairsAtLandskrona, theBanquetInPrague],
};
