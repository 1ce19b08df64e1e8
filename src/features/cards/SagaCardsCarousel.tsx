import { TradingCardCarousel } from './TradingCardCarousel';
import { useSagaCards } from './reads';

/** The carousel of one saga's cards (its gold and silver, or a custom saga's own), for the saga page: at `cardId`, else the saga's. */
export function SagaCardsCarousel({ sagaId, cardId, onClose }: { sagaId: string; cardId?: string; onClose: () => void }) {
  const { cards } = useSagaCards(sagaId);
  return <TradingCardCarousel cards={cards} sagaId={sagaId} cardId={cardId} onClose={onClose} />;
}
