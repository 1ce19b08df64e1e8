/** The announcements feature's door: what the app's prompt host needs to open the next announcement. */
export { useUnseenPrompts } from './reads';
export { giveawaySeen } from './launch';
