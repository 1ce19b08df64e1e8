/**
 * The parser's corpus: natural commands, each with the deed the engine must take. A deed reads
 * 'verb:key' (go:stacks, take:rope, examine:muses, talk:demetria, free:theodora, attack:looter,
 * use:sealed-ark, sneak:captain, defend:looter), optionally '+item' when the instrument matters
 * (use:postern+gate-bar); or one of 'search', 'look', 'help', 'inventory' (nothing named), 'ask'
 * (two things fit: the game asks which), 'missing' (the instrument is not carried), 'none' (not
 * understood: answered for free with what can be done).
 */
export interface Setup {
  /** Items in the satchel. */
  hold?: string[];
  /** Hidden items already found. */
  revealed?: string[];
  defeated?: string[];
  freed?: string[];
}

export type Case = [text: string, deed: string];

export interface RoomCases {
  room: string;
  setup?: Setup;
  cases: Case[];
}
