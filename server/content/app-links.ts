/** Where the mobile app download dialog sends players by default: each store's search for the app. */
export const APP_LINKS = {
  app_store: 'https://apps.apple.com/us/search?term=Chronicle%20Historians',
  google_play: 'https://play.google.com/store/search?q=Chronicle%20Historians&c=apps',
};
