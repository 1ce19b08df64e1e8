/** The trading cards feature's pages, loaded on demand by the router. */
export const cardsPages = {
  tradingCards: () => import('./TradingCardsPage'),
};
