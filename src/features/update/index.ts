/** The update feature's door: the service worker's registration and the 'Update available' prompt. */
/** Registers the service worker; its code (and workbox-window) loads when called, after the first screen. */
export const registerServiceWorker = async (): Promise<void> => (await import('./service-worker')).registerServiceWorker();
export { UpdatePrompt } from './UpdatePrompt';
