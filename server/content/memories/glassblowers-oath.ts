/**
 * The Glassblower's Oath — Murano, 1491. The Historian walks into the memory of a glassmaker's
 * daughter who has blown a mirror that remembers, and of the island that keeps a ledger of every
 * glass ever made; and, the spring after, of the boat that would carry her and her secret off the island.
 */
import type { MemorySeed } from '../memory-types';
import { theLedgerOfAsh } from './glassblowers-oath/ledger-of-ash';
import { theMirrorThatRemembers } from './glassblowers-oath/mirror-that-remembers';
import { theRosettaBead } from './glassblowers-oath/rosetta-bead';

export const glassblowersOath: MemorySeed = {
  series_id: 'glassblowers-oath',
  saga_id: 'saga-glassblowers-oath',
  name: "The Glassblower's Oath",
  description:
    'Murano, 1491. Every furnace on the island burns by the Council’s leave, and every secret of the glass is sworn to silence. ' +
    'One glassmaker’s daughter has broken the oath: she has blown a mirror that remembers. Walk into her memory before the Ten walk into her workshop.',
  art: 'series-glassblowers-oath',
  creator: 'lantern-guild',
  is_premium: false,
  characters: [
    {
      key: 'ilse',
      name: 'Archivist Ilse',
      description: 'The senior Historian who keeps your lamp lit from outside the memory. Patient, dry, never entirely honest about the risks.',
      art: 'char-archivist-ilse',
    },
    {
      key: 'isotta',
      name: 'Isotta Marin',
      description: 'A glassmaker’s daughter, forbidden the guild, who blows glass anyway — and better than any master on the island.',
      art: 'char-isotta-marin',
    },
    {
      key: 'anselmo',
      name: 'Anselmo Vetri',
      description: 'An agent of the Council of Ten. Soft-spoken, ink on his cuffs, a ledger of other people’s secrets in his head.',
      art: 'char-anselmo-vetri',
    },
    {
      key: 'tobia',
      name: 'Brother Tobia',
      description: 'Keeper of the Ledger of the Glass on the island of accounts. Half blind, wholly awake.',
      art: 'char-brother-tobia',
    },
  ],
  adventures: [theMirrorThatRemembers, theLedgerOfAsh, theRosettaBead],
};
