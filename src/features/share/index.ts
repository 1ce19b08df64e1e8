/** The share feature's door: the share dialog and its option type. */
export { ShareDialog } from './ShareDialog';
export type { ShareOption } from './share-rules';
