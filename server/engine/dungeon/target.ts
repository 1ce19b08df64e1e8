/** What the parser resolves words to: a thing of the current room, by kind and key. */
import type { Verb } from './verbs';

export type TargetKind = 'exit' | 'item' | 'held' | 'feature' | 'character' | 'foe';

export interface Target {
  kind: TargetKind;
  key: string;
  name: string;
  score: number;
}

/** With no verb, naming a thing means the obvious deed. */
export const DEFAULT_VERB: Record<TargetKind, Verb> = {
  exit: 'go',
  item: 'take',
  held: 'examine',
  feature: 'examine',
  character: 'talk',
  foe: 'examine',
};
