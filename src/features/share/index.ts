/** The share feature's door: the share dialog, its option type, and the gate of a private story's link. */
export { ShareDialog } from './ShareDialog';
export { shareGateKind } from './share-rules';
export type { ShareGate, ShareOption } from './share-rules';
