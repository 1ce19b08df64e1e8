/**
 * The small cast of the authored narrator: one of them walks beside the owner for the whole story
 * (chosen by story id), the others cross their path. Each keeps one voice across every scene.
 */
export interface CastMember {
  key: string;
  name: string;
  /** Pronouns, so that prose can refer back to them. */
  they: string;
  them: string;
  their: string;
  description: string;
  art: string;
  /** How they are introduced the first time a chapter meets them. */
  entrance: string;
}

export const CAST: readonly CastMember[] = [
  {
    key: 'wren',
    name: 'Wren Alder',
    they: 'she',
    them: 'her',
    their: 'her',
    description: 'A lamplighter with a ladder on her shoulder, soot on her cuffs and an opinion about every shadow she has ever lit.',
    art: 'char-story-wren',
    entrance: 'Wren Alder swings down from her ladder, lantern first, as if she has been waiting for you to arrive.',
  },
  {
    key: 'tamsin',
    name: 'Old Tamsin',
    they: 'she',
    them: 'her',
    their: 'her',
    description: 'A ferrywoman older than the tide tables, who remembers everything that ever drowned and most of what did not.',
    art: 'char-story-tamsin',
    entrance: 'Old Tamsin is there, leaning on her pole as though the ground were just another river, watching you with one bright eye.',
  },
  {
    key: 'rook',
    name: 'Captain Rook Vey',
    they: 'he',
    them: 'him',
    their: 'his',
    description: 'A soldier-for-hire with a borrowed coat, a patched conscience and a habit of counting the exits of every room.',
    art: 'char-story-rook',
    entrance: 'Captain Rook Vey detaches himself from the wall he was holding up, thumbs hooked in a sword belt that has seen better wars.',
  },
  {
    key: 'quill',
    name: 'Brother Quill',
    they: 'he',
    them: 'him',
    their: 'his',
    description: 'An archivist-monk who writes everything down, including the things that ask not to be written.',
    art: 'char-story-quill',
    entrance: 'Brother Quill hurries up, ink to the wrists, already writing about you in a book that is nearly full.',
  },
];
