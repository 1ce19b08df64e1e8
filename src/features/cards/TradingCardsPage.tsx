import { useId } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { CardTab } from '../../db';
import { paths } from '../../lib/paths';
import { useOnline } from '../../lib/useOnline';
import { ButtonLink } from '../../ui/Button';
import { Notice } from '../../ui/Notice';
import { Skeleton } from '../../ui/Skeleton';
import { CardFace } from './CardFace';
import { TradingCardCarousel } from './TradingCardCarousel';
import { TABS, parseTab, tabOfCard } from './card-rules';
import { useCard, useCardTab } from './reads';
import styles from './Cards.module.css';

const EMPTY: Record<CardTab, string> = {
  originals: 'No cards yet. Finish the adventures of a Memory to earn its cards.',
  custom: 'No custom cards yet. Each adventure you create in quick play comes with its own card.',
};

/**
 * /trading-cards (query tab, and cardId — or card_id, as a notification names it — from a trading_card_received tap): the player's
 * cards by tab; a tap opens the carousel at that card. A card named in the query opens at once, under its
 * own tab (silver and gold under originals).
 */
export default function TradingCardsPage() {
  const [params, setParams] = useSearchParams();
  const online = useOnline();
  const id = useId();
  const cardId = params.get('cardId') ?? params.get('card_id');
  const named = useCard(cardId);
  const tab: CardTab = parseTab(params.get('tab')) ?? (named ? tabOfCard(named) : 'originals');
  const { cards, ensure } = useCardTab(tab, cardId);

  const go = (next: { tab?: CardTab; cardId?: string | null }) =>
    setParams(
      (p) => {
        if (next.tab) p.set('tab', next.tab);
        p.delete('card_id');
        if (next.cardId) p.set('cardId', next.cardId);
        else p.delete('cardId');
        return p;
      },
      { replace: !next.tab },
    );

  return (
    <div className={styles.page}>
      <ButtonLink to={paths.profile()} variant="ghost">
        ‹ Back to your profile
      </ButtonLink>
      <h1>Trading Cards</h1>
      <div role="tablist" aria-label="Card collections" className={styles.tabs}>
        {TABS.map((t) => (
          <button
            key={t.tab}
            type="button"
            role="tab"
            id={`${id}-${t.tab}`}
            aria-selected={t.tab === tab}
            aria-controls={`${id}-panel`}
            className={styles.tab}
            onClick={() => go({ tab: t.tab, cardId: null })}
          >
            {t.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${tab}`}>
        {cards && cards.length > 0 ? (
          <ul className={styles.grid}>
            {cards.map((c) => (
              <li key={c.card_id}>
                <button type="button" className={styles.tile} onClick={() => go({ cardId: c.card_id })} aria-haspopup="dialog" aria-label={`${c.name}, ${c.status === 'locked' ? 'locked' : 'open card'}`}>
                  <CardFace card={c} />
                </button>
              </li>
            ))}
          </ul>
        ) : cards && ensure.settled && !ensure.error ? (
          <p className={styles.empty}>{EMPTY[tab]}</p>
        ) : cards && ensure.error ? (
          <Notice tone={online ? 'error' : 'info'}>
            {online ? `Your cards could not be loaded: ${ensure.error}` : 'You are offline. Your cards will load when you are back online.'}
          </Notice>
        ) : (
          <div className={styles.grid} aria-busy="true" aria-label="Loading your cards">
            <Skeleton height={220} />
            <Skeleton height={220} />
          </div>
        )}
      </div>
      {cardId && cards && cards.some((c) => c.card_id === cardId) && (
        <TradingCardCarousel cards={cards} cardId={cardId} onClose={() => go({ cardId: null })} />
      )}
    </div>
  );
}
