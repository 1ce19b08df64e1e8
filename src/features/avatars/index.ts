/** The avatars feature's door: the avatar picker. */
export { AvatarPicker } from './AvatarPicker';
