/** The update feature's door: the service worker's registration and the 'Update available' prompt. */
export { registerServiceWorker } from './service-worker';
export { UpdatePrompt } from './UpdatePrompt';
