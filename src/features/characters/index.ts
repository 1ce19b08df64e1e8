/** The characters feature's door: a speaker's portrait that opens their details and the image viewer. */
export { CharacterDetails } from './CharacterDetails';
export { CharacterPortrait } from './CharacterPortrait';
export { ImageViewer } from './ImageViewer';
