/**
 * Historians who walked the Memories before the player, and what they chose at each moment: the offered
 * choices a new player sees (in-play §3 Offered choice), six per moment so that every choice-card colour
 * shows (in-play §9). Each chose as a person would, in their own words; the server matches every choice
 * to the nearest authored branch like any player's.
 */

/** A seeded Historian: signs in like anyone (the email's dev-mailbox code), named by `username`. */
export interface HistorianSeed {
  key: string;
  email: string;
  username: string;
}

export interface MomentChoicesSeed {
  adventure_id: string;
  chapter: number;
  /** [historian key, the choice as typed], oldest first. */
  choices: [string, string][];
}

const DOMAIN = 'historians.chronicle.local';
const at = (name: string) => `${name}@${DOMAIN}`;

/** Their emails as a LIKE pattern: what they chose before anyone played is not a player's doing (community challenges). */
export const SEEDED_HISTORIAN_EMAILS = `%@${DOMAIN}`;

export const OTHER_HISTORIANS: HistorianSeed[] = [
  { key: 'mara', email: at('mara'), username: 'Mara of the Lamps' },
  { key: 'tobin', email: at('tobin'), username: 'Tobin Inkwell' },
  { key: 'sefa', email: at('sefa'), username: 'Sefa Nightingale' },
  { key: 'jory', email: at('jory'), username: 'Jory Saltmarsh' },
  { key: 'odile', email: at('odile'), username: 'Odile the Patient' },
  { key: 'kasim', email: at('kasim'), username: 'Kasim Longread' },
  { key: 'bryn', email: at('bryn'), username: 'Bryn Featherquill' },
  { key: 'lio', email: at('lio'), username: 'Lio Vantablack' },
];

export const OTHER_CHOICES: MomentChoicesSeed[] = [
  {
    adventure_id: 'glassblowers-oath-1',
    chapter: 1,
    choices: [
      ['mara', 'Wrap the mirror in wet sacking and bury it in the ash of the cooling kiln. Nobody searches a kiln that is still warm.'],
      ['tobin', 'Open the door myself and greet them politely. The Ten respect manners more than locks.'],
      ['sefa', 'Row across the lagoon with the mirror wrapped in my cloak, oars muffled, before the lamps reach the quay.'],
      ['jory', 'Hide the mirror under the glass beads in the cooling kiln and stand in front of it looking bored.'],
      ['odile', 'Stay at the furnace, keep blowing glass as if nothing is wrong, and ask who is knocking at this hour.'],
      ['kasim', 'Give Isotta my coat, take the mirror, and slip out the canal door to the boat.'],
    ],
  },
  {
    adventure_id: 'glassblowers-oath-1',
    chapter: 2,
    choices: [
      ['bryn', 'Break the mirror on the anvil. A memory that can be stolen is a memory that can be used.'],
      ['lio', 'Look into the mirror myself — I need to know what it remembers about me before anyone else does.'],
      ['mara', 'Hand the mirror to Anselmo, but make him swear on his guild seal that the Council will never use it on Isotta.'],
      ['odile', 'Smash the glass and sweep every shard into the furnace so nothing of it is left to reblow.'],
      ['sefa', 'Gaze into it and let it remember me. Better me than her.'],
      ['tobin', 'Give it to the Council and trust Anselmo. He was gentle when he did not have to be.'],
    ],
  },
  {
    adventure_id: 'glassblowers-oath-2',
    chapter: 1,
    choices: [
      ['kasim', 'Read the burning page as fast as I can — if it has my name on it, I want to know why.'],
      ['jory', 'Smother the flames with my sleeve and save the ledger. Whatever it says, it is evidence.'],
      ['bryn', 'Follow the smoke down the stairs. Whoever is changing what happened is below us right now.'],
      ['lio', 'Beat out the fire with Tobia’s cloak and hold the ledger shut until it cools.'],
      ['mara', 'Read it aloud so Tobia hears it too. Two witnesses remember better than one.'],
      ['odile', 'Follow the smoke to its source, quietly, and see who is feeding the fire.'],
    ],
  },
  {
    adventure_id: 'glassblowers-oath-2',
    chapter: 2,
    choices: [
      ['sefa', 'Offer my own memory to the furnace instead of hers. I have walked through so many; let it take one of mine.'],
      ['tobin', 'Talk to Anselmo. Remind him of the night he let us go. Ask him to put down the pipe.'],
      ['jory', 'Seal the furnace with the iron door and bar it, so no memory is ever reblown here again.'],
      ['kasim', 'Persuade Anselmo that Isotta’s night is not his to reshape, and that the Ten will not thank him.'],
      ['bryn', 'Throw the sand bucket into the mouth of the furnace and seal it for good.'],
      ['lio', 'I offer my own memory to the furnace: the first time I saw Venice. It is a good one. It will be enough.'],
    ],
  },
  {
    adventure_id: 'salt-cartographer-1',
    chapter: 1,
    choices: [
      ['jory', 'Grab the straightedge and help Ysolde draw a seawall in brine across the foot of Chandler’s Lane.'],
      ['mara', 'Climb out of the window and follow the wet footprints before they dry. Too many toes, that thief.'],
      ['odile', 'Confront Surveyor Crane. He turned up at exactly the wrong moment with a warrant to drain the levels.'],
      ['kasim', 'Help Ysolde redraw the coastline — the town first, the thief after.'],
      ['sefa', 'Send Pim to ring the bell and wake the town, then help Ysolde with the chart.'],
      ['tobin', 'Track the footprints to the marsh with the Admiral in my pocket. The crab knows a smuggler.'],
    ],
  },
  {
    adventure_id: 'salt-cartographer-1',
    chapter: 2,
    choices: [
      ['bryn', 'Pay Mother Ebb with one of my own memories. A Historian has more than most.'],
      ['lio', 'Refuse to pay and haggle. Offer to collect the debt she has been owed since 1749 instead.'],
      ['odile', 'Let Crane pay — he has been trying to forget the geese for thirty years.'],
      ['mara', 'Give her the memory of a rainy afternoon I never needed. Keep the good ones.'],
      ['jory', 'Haggle hard. Nobody pays full price to a pawnbroker, not even the tide’s.'],
      ['kasim', 'Ask Crane, kindly, whether there is a memory he would gladly lose.'],
    ],
  },
  {
    adventure_id: 'salt-cartographer-2',
    chapter: 1,
    choices: [
      ['sefa', 'Run for the lighthouse. Whoever keeps that lamp has been watching us since we landed.'],
      ['tobin', 'Follow the numbered footprints across the island and see where they end.'],
      ['kasim', 'Draw the boat back onto the chart in brine before it melts — we need a way home.'],
      ['bryn', 'Climb the cliff to the light. A lighthouse keeper always knows the tides.'],
      ['odile', 'Count the footprints and follow them. Somebody numbered them for a reason.'],
      ['lio', 'Save the boat first. Ysolde can draw, Pim can hold the chart flat, I will hold the brine-pot.'],
    ],
  },
  {
    adventure_id: 'salt-cartographer-2',
    chapter: 2,
    choices: [
      ['mara', 'Draw the island onto the coast and join it to Saltmere for good. Marguerite should come home.'],
      ['jory', 'Let the island go, but carry its light home and set it on St Bride’s tower.'],
      ['tobin', 'Call on Mother Ebb and let the island settle the old debt. She has waited long enough.'],
      ['sefa', 'Stitch the island to the coastline with Ysolde’s finest quill, line by line, until it holds.'],
      ['lio', 'Carry the lamp home. The island can sink if its light survives.'],
      ['odile', 'Ask Mother Ebb to take the island as payment. Everyone walks away owing nothing.'],
    ],
  },
  {
    adventure_id: 'ninefold-bell-1',
    chapter: 1,
    choices: [
      ['kasim', 'Ring the cracked bell anyway. The valley needs its ninth toll, cracked or not.'],
      ['bryn', 'Catch the echoes in Tobiah’s bee skeps before they reach any more mouths.'],
      ['odile', 'Follow the shimmering voice. It is the only one that seems to know where the others go.'],
      ['mara', 'Grab every jar in the chandler’s shop and catch the loose echoes one by one.'],
      ['jory', 'Climb the belfry and ring the ninth toll myself, crack and all.'],
      ['lio', 'Follow the voice that shimmers. I think it wants to be followed.'],
    ],
  },
  {
    adventure_id: 'ninefold-bell-1',
    chapter: 2,
    choices: [
      ['tobin', 'Let Hush throw Dale’s voice and order his own carters home for the night.'],
      ['sefa', 'Persuade Dale to give us one night to recast the bell. He gets his report either way.'],
      ['kasim', 'Let the bell fall and watch what the echoes do when it hits the ground.'],
      ['bryn', 'Bargain with the magistrate: one night, one recasting, and his name on the report.'],
      ['jory', 'Have Hush call the carters away in Dale’s own voice. Fair is fair.'],
      ['mara', 'Let it go. Sometimes a bell has to fall before anyone listens to it.'],
    ],
  },
  {
    adventure_id: 'ninefold-bell-2',
    chapter: 1,
    choices: [
      ['odile', 'Follow the oldest voice down beneath the anvil before the passage closes.'],
      ['lio', 'Send Hush ahead. An echo can slip through rock where we cannot.'],
      ['sefa', 'Shout my own name into the dark and map the cave by how it answers.'],
      ['tobin', 'Go deeper, toward the oldest voice. Hush came from there; so will the answer.'],
      ['kasim', 'Ask Hush to go first and tell us what it hears.'],
      ['bryn', 'Call out my name and listen to the echo for the shape of the way out.'],
    ],
  },
  {
    adventure_id: 'ninefold-bell-2',
    chapter: 2,
    choices: [
      ['jory', 'Let Hush choose. If it wants to go home into the bell, that is its right.'],
      ['mara', 'Offer my own voice as the ninth word. I have told enough stories to spare one.'],
      ['odile', 'Ask the whole village to make a new ninth word together, one syllable each.'],
      ['lio', 'I offer my own voice to the bell instead of Hush. Hush has only just found one.'],
      ['tobin', 'Gather the village in the square and let everyone speak the ninth word at once.'],
      ['kasim', 'Tell Hush the truth and let it decide whether to go home.'],
    ],
  },
  {
    adventure_id: 'elk-of-uraniborg-1',
    chapter: 1,
    choices: [
      ['odile', 'Set a bowl of beer on the bottom step and wait. An elk that has been drinking will come down for more.'],
      ['bryn', 'Climb the stairs two at a time and snatch the star off its antler before it takes another step.'],
      ['kasim', 'Ask Jepp what happens next. If he has dreamed this night, he knows how it ends.'],
      ['sefa', 'Go up to the elk slowly, scratch its great head, and take the star from its antlers while it leans into my hand.'],
      ['mara', 'Tempt him down with a bowl of the good beer from Tycho’s own table, and keep the candles out of his eyes.'],
      ['lio', 'Ask the jester under the table what the elk does next. I would rather hear the prophecy than be in it.'],
    ],
  },
  {
    adventure_id: 'elk-of-uraniborg-1',
    chapter: 2,
    choices: [
      ['tobin', 'Help Tycho at the great quadrant. He has measured a thousand stars; let him measure this one, and I will hold the lamp.'],
      ['jory', 'Run to the paper mill with Christen and print it. Ink on paper outlasts any island.'],
      ['sefa', 'Open Sophie’s hands and let it go home to the sky. It was never ours to keep.'],
      ['odile', 'Measure it at the great quadrant: altitude, azimuth, and the clock that is right. A thing that has been measured does not fade.'],
      ['bryn', 'Let it fly back to Cassiopeia and blaze there once more, brighter than Venus, over the whole Sound.'],
      ['lio', 'I open the hatch and set it free. Some memories belong to the sky, not to a catalogue.'],
    ],
  },
  {
    adventure_id: 'elk-of-uraniborg-2',
    chapter: 1,
    choices: [
      ['mara', 'Take him out into the courtyard for cold air and snow. No stairs out there, and no more ale.'],
      ['jory', 'Drag a feast table across the foot of the stair. He can’t climb what he can’t reach.'],
      ['odile', 'Quietly hide the second barrel of ale somewhere the elk cannot smell it. Nobody will miss it until the toasts.'],
      ['kasim', 'Walk him out into the courtyard and see what he looks at. I want to know what an elk sees in the stars.'],
      ['bryn', 'Barricade the stair with the biggest table in the hall, swan and all. The castellan can have his swan back later.'],
      ['tobin', 'Lead him gently out into the snow, with a kind word in his ear, and let the frost do what the minstrels will not.'],
    ],
  },
  {
    adventure_id: 'elk-of-uraniborg-2',
    chapter: 2,
    choices: [
      ['lio', 'I stand on the stairs and catch him. I have read how this ends; I would rather be the thing he lands on.'],
      ['tobin', 'Let Sophie call him down. He trusts her voice more than any of ours, and so do I.'],
      ['mara', 'Brace myself halfway up the stair and catch him, whatever he weighs.'],
      ['odile', 'Hold Sophie’s hand and let it happen. Every chronicle says he falls; I will not pretend otherwise.'],
      ['sefa', 'Ask Sophie to sing to him, softly, the way she does when he will not come in from the garden.'],
      ['jory', 'Get on the stairs and grab him by the ruff before he goes over.'],
    ],
  },
  {
    adventure_id: 'glassblowers-oath-3',
    chapter: 1,
    choices: [
      ['sefa', 'Go with her to Marietta Barovier and ask how she got her own furnace from the Republic.'],
      ['lio', 'Get her to the Duke’s boat tonight. Nobody should have to ask permission to leave an island.'],
      ['tobin', 'Ask Anselmo to cross her name off the Ten’s list. He owes us that much after the cellar.'],
      ['mara', 'Visit Marietta first. If one woman has done it, there is a way, and she knows it.'],
      ['bryn', 'Carry her tools to the north shore and see her onto the boat for Ferrara.'],
      ['kasim', 'Trust Anselmo with the list. He warned us; let him help.'],
    ],
  },
  {
    adventure_id: 'glassblowers-oath-3',
    chapter: 2,
    choices: [
      ['odile', 'Show the secretary the bead. A Republic that keeps its secrets will keep the woman who can make that.'],
      ['jory', 'Step in front of Isotta and tell them it was me who spoke to the Duke’s man.'],
      ['sefa', 'Let Anselmo speak. He wrote the list; he can write them a better story.'],
      ['mara', 'Open her hand under the lantern and let them see the star inside the bead.'],
      ['lio', 'Take the blame myself. I am only a visitor here; they cannot keep me.'],
      ['tobin', 'Nod to Anselmo and let the agent explain to his own watchmen.'],
    ],
  },
  {
    adventure_id: 'elk-of-uraniborg-3',
    chapter: 1,
    choices: [
      ['kasim', 'Warn Kepler tonight and ask him to sit at Tycho’s elbow and find him a reason to get up.'],
      ['jory', 'Pay the baron’s steward to send his master off on urgent business before the third course.'],
      ['sefa', 'Tell Tycho plainly that this dinner will kill him. He deserves the truth, even if he laughs at it.'],
      ['bryn', 'Slip a purse to the steward so the dinner ends early, manners and all.'],
      ['odile', 'Ask Kepler to sit beside him. The assistant has the most to lose if the master dies.'],
      ['lio', 'Confront Tycho directly: warn him that staying at the table will be the death of him.'],
    ],
  },
  {
    adventure_id: 'elk-of-uraniborg-3',
    chapter: 2,
    choices: [
      ['mara', 'Give the key to Kepler. The numbers should go to the one who can make the heavens out of them.'],
      ['tobin', 'Hand the key to Tengnagel. It is the family’s inheritance, and the law is the law.'],
      ['sefa', 'Close the old man’s hand around his own key and let him choose. It is his life’s work, not mine.'],
      ['jory', 'Put it in Kepler’s hand before the son-in-law can reach for it. Mars is waiting.'],
      ['odile', 'Let Tycho decide. I will only fold his fingers back over the key and wait.'],
      ['kasim', 'The daughter Elisabeth has to eat: give the key to her husband, the heir.'],
    ],
  },
];
