/**
 * Google refuses to sign in inside the embedded browsers of social apps ("disallowed_useragent"), so the
 * button is not offered there (app-shell §4: "except inside in-app browsers of social apps"). These apps
 * name themselves in the user agent; a plain mobile browser does not.
 */
const IN_APP = [
  /\bFBAN\//, // Facebook
  /\bFBAV\//,
  /\bFB_IAB\//,
  /\bMessenger(ForiOS|LiteForAndroid)?\b/i,
  /\bInstagram\b/,
  /\bLine\//,
  /\bTikTok\b|\bmusical_ly\b|\bBytedanceWebview\b/i,
  /\bTwitter\b/,
  /\bLinkedInApp\b/,
  /\bSnapchat\b/,
  /\bPinterest\b/,
  /\bWhatsApp\b/,
  /\bMicroMessenger\//, // WeChat
  /\bKAKAOTALK\b/i,
  /\bDiscord\b/,
  /\bRedditApp\b/,
];

export const isInAppBrowser = (userAgent: string): boolean => IN_APP.some((pattern) => pattern.test(userAgent));
