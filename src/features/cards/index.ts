/**
 * The trading cards feature's door: the carousel of a saga's cards (the saga page opens it), the carousel
 * over any list of cards, and a card's face.
 */
export { CardFace } from './CardFace';
export { SagaCardsCarousel } from './SagaCardsCarousel';
export { TradingCardCarousel } from './TradingCardCarousel';
