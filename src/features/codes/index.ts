/** The codes feature's door: the limited offer's reads (the header's offer button) and the share link. */
export { offerSecondsLeft, useLimitedOffer } from './reads';
export { ShareLink } from './ShareLink';
