export { choiceKind } from './choice';
export { commentKind } from './comment';
export { ratingKind } from './rating';
export type { OutboxKindSpec } from './kind';
