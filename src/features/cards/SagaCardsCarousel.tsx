import { TradingCardCarousel } from './TradingCardCarousel';
import { useSagaCards } from './reads';

/** The carousel of one saga's cards (its gold and silver, or a custom saga's own), for the saga page. */
export function SagaCardsCarousel({ sagaId, onClose }: { sagaId: string; onClose: () => void }) {
  const { cards } = useSagaCards(sagaId);
  return <TradingCardCarousel cards={cards} sagaId={sagaId} onClose={onClose} />;
}
