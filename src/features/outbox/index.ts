/** The pending-writes feature's door: a write's status line and the header's pending-writes button. */
export { PendingWritesButton } from './PendingWritesButton';
export { WriteStatus } from './WriteStatus';
