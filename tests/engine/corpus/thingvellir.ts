/**
 * Commands for The Cloak at the Law Rock, written from its rooms' texts by its author without changing the
 * parser: its first run is a held-out measure of the parser on a Timeline it was not tuned on.
 */
import type { RoomCases } from './corpus-types';

export const THINGVELLIR: RoomCases[] = [
  {
    room: 'everyman-gorge',
    cases: [
      ['take the birch staff', 'take:walking-staff'],
      ['grab the stick leaning in the cleft', 'take:walking-staff'],
      ['talk to the woman on the cask', 'talk:thorgerd'],
      ['ask thorgerd about the man in the blue hood', 'talk:thorgerd'],
      ['buy some whey', 'talk:thorgerd'],
      ['examine the basalt walls', 'examine:basalt-wall'],
      ['look at the hoofprints', 'examine:gorge-path'],
      ['go east to the law rock', 'go:law-rock'],
      ['follow the river north to the waterfall', 'go:axe-falls'],
      ['walk down to the booths', 'go:booths'],
      ['search the gorge', 'search'],
      ['shout into the gorge', 'none'],
    ],
  },
  {
    room: 'law-rock',
    cases: [
      ['talk to the chieftain with the spear', 'talk:snorri'],
      ['ask snorri about the lava', 'talk:snorri'],
      ['look at the two crowds', 'examine:two-crowds'],
      ['watch the heathens and the christians', 'examine:two-crowds'],
      ['listen to the running man', 'examine:runner-news'],
      ['climb onto the law rock', 'none'],
      ['go back west into the gorge', 'go:everyman-gorge'],
      ['head south down the slope to the booths', 'go:booths'],
    ],
  },
  {
    room: 'law-rock',
    setup: { hold: ['peace-straps'] },
    cases: [
      ['use the peace-straps', 'use+peace-straps'],
      ['tie the swords with the peace straps', 'use+peace-straps'],
    ],
  },
  {
    room: 'booths',
    cases: [
      ['talk to the tall man in the white cloak', 'talk:hallur'],
      ['ask hallur about thorgeir', 'talk:hallur'],
      ['examine the turf walls', 'examine:turf-wall'],
      ['look at the trampled grass', 'examine:turf-wall'],
      ['look at the bag of silver', 'examine:silver-bag'],
      ['go into the booth with the red shield', 'go:runolf-booth'],
      ['go south to the old booth', 'go:thorgeir-booth'],
      ['visit the lawspeaker', 'go:thorgeir-booth'],
      ['climb the slope to the law rock', 'go:law-rock'],
      ['go west to the gorge', 'go:everyman-gorge'],
    ],
  },
  {
    room: 'booths',
    setup: { revealed: ['silver-cross'] },
    cases: [
      ['take the silver cross', 'take:silver-cross'],
      ['pick up the cross from the grass', 'take:silver-cross'],
    ],
  },
  {
    room: 'runolf-booth',
    cases: [
      ['talk to the thrall', 'talk:kalf'],
      ['ask kalf about his master', 'talk:kalf'],
      ['talk to the poet', 'talk:hjalti'],
      ['untie the young man', 'free:hjalti'],
      ['look at the carved post', 'examine:carved-post'],
      ['examine the red shield', 'examine:red-shield'],
      ['eat some stew', 'none'],
      ['leave the booth', 'go:booths'],
    ],
  },
  {
    room: 'runolf-booth',
    setup: { hold: ['seax'] },
    cases: [
      ['cut hjalti free with the seax', 'free:hjalti+seax'],
      ['cut the thongs with my knife', 'free:hjalti+seax'],
      ['free the prisoner', 'free:hjalti'],
    ],
  },
  {
    room: 'thorgeir-booth',
    cases: [
      ['talk to thorgeir', 'talk:thorgeir'],
      ['ask the lawspeaker what he needs', 'talk:thorgeir'],
      ['look at the sleeping-bench', 'examine:sleeping-bench'],
      ['examine the sheepskins', 'examine:sleeping-bench'],
      ['go back out', 'go:booths'],
    ],
  },
  {
    room: 'thorgeir-booth',
    setup: { hold: ['thorgeir-cloak'] },
    cases: [
      ['spread the cloak over thorgeir on the bench', 'use:sleeping-bench+thorgeir-cloak'],
      ['put the grey cloak on the bench', 'use:sleeping-bench+thorgeir-cloak'],
      ['give the cloak to thorgeir', 'talk:thorgeir+thorgeir-cloak'],
    ],
  },
  {
    room: 'axe-falls',
    cases: [
      ['take the seax', 'take:seax'],
      ['pull the knife out of the log', 'take:seax'],
      ['look into the black pool', 'examine:pool'],
      ['examine the driftwood log', 'examine:driftwood-log'],
      ['admire the waterfall', 'examine:white-rope'],
      ['swim in the pool', 'none'],
      ['climb the cleft east onto the lava', 'go:lava-plain'],
      ['go back south into the gorge', 'go:everyman-gorge'],
    ],
  },
  {
    room: 'axe-falls',
    setup: { revealed: ['arm-ring'] },
    cases: [
      ['take the arm-ring', 'take:arm-ring'],
      ['reach into the pool for the silver ring', 'take:arm-ring'],
    ],
  },
  {
    room: 'lava-plain',
    cases: [
      ['attack the berserk', 'attack:berserk'],
      ['fight the man in the bearskin', 'attack:berserk'],
      ['tell the berserk his paymaster will betray him', 'talk:berserk'],
      ['sneak past the berserk into the fissure', 'sneak:drowned-rift'],
      ['look at the distant smoke', 'examine:smoke'],
      ['follow the tracks', 'examine:track'],
      ['go back west to the falls', 'go:axe-falls'],
    ],
  },
  {
    room: 'drowned-rift',
    cases: [
      ['attack the man in the blue hood', 'attack:blue-hood'],
      ['tell the thief the berserk has gone home', 'talk:blue-hood'],
      ['look down into the blue water', 'examine:blue-water'],
      ['examine the ledge', 'examine:rift-ledge'],
      ['dive into the water', 'none'],
      ['climb back out north', 'go:lava-plain'],
    ],
  },
];
