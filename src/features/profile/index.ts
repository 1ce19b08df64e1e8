/** The profile feature's door: the mobile app download dialog (the subscribe prompt's install panel may open it). */
export { MobileAppDialog } from './MobileAppDialog';
