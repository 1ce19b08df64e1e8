/** The echoes feature's door: the chooser (and its viewer and Scroll of Fate), an echo's card, and the reads. */
export { EchoCard } from './EchoCard';
export { EchoChooser } from './EchoChooser';
export { isOwnEcho } from './echo-rules';
export { useEchoes } from './reads';
