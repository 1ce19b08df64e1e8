import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { CardRow } from '../../db';
import { paths } from '../../lib/paths';
import { Button, ButtonLink } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { ShareIcon, TrashIcon } from '../../ui/icons';
import { sync } from '../../worker-client';
import { ShareDialog, type ShareGate, type ShareOption, shareGateKind } from '../share';
import { DELETE_TITLE, PUBLIC_LABEL, cardPermissions, isCreator } from './card-rules';
import styles from './Cards.module.css';

/** The links a card shares: its adventure's page, and for a custom card its story too (tabs). */
function shareOptions(card: CardRow): ShareOption[] {
  const origin = window.location.origin;
  const options = [{ title: 'Adventure', link: `${origin}${paths.saga(card.saga_id)}` }];
  return card.type === 'custom' ? [...options, { title: 'Story', link: `${origin}${paths.story(card.saga_id)}` }] : options;
}

/** A custom card not yet public: its links open for no one else, so its creator is asked to make it public. */
function shareGate(card: CardRow, isPublic: boolean, meId: string | null): ShareGate | undefined {
  if (card.type !== 'custom') return undefined;
  const kind = shareGateKind({ is_public: isPublic, is_creator: isCreator(card, meId), card_id: card.card_id });
  if (kind === 'owner') return { kind, makePublic: async () => (await sync.cardPublicSet({ card_id: card.card_id, is_public: true })).ok };
  return kind === 'holder' ? { kind } : undefined;
}

/**
 * What a card offers under it (in-play §2, §6): 'Open Adventure', share, and for its creator 'Make this
 * adventure public?' and 'Create New Version'; delete for any custom card. Toggling and deleting are
 * writes: shown at once, sent when online.
 */
export function CardActions({ card, meId, onDeleted }: { card: CardRow; meId: string | null; onDeleted: () => void }) {
  const navigate = useNavigate();
  const can = cardPermissions(card, meId);
  const [sharing, setSharing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  // The switch turns under the finger; the card's row (the write's optimistic change, then the server's
  // answer or a discard) catches up a moment later and has the last word once it changes.
  const [flip, setFlip] = useState<{ from: boolean; to: boolean } | null>(null);
  if (flip && flip.from !== card.is_public) setFlip(null);
  const isPublic = flip && flip.from === card.is_public ? flip.to : card.is_public;

  return (
    <div className={styles.actions}>
      {can.togglePublic && (
        <label className={styles.toggle}>
          <span>{PUBLIC_LABEL}</span>
          <input
            type="checkbox"
            role="switch"
            className={styles.switch}
            checked={isPublic}
            onChange={(e) => {
              setFlip({ from: card.is_public, to: e.target.checked });
              void sync.cardPublicSet({ card_id: card.card_id, is_public: e.target.checked });
            }}
          />
        </label>
      )}
      <ButtonLink to={paths.saga(card.saga_id)} block>
        Open Adventure
      </ButtonLink>
      {can.newVersion && (
        <Button variant="secondary" block onClick={() => navigate(paths.quickPlay(card.saga_id))}>
          Create New Version
        </Button>
      )}
      <div className={styles.smallActions}>
        <Button variant="ghost" onClick={() => setSharing(true)} aria-haspopup="dialog">
          <ShareIcon /> Share
        </Button>
        {can.delete && (
          <Button variant="danger" onClick={() => setDeleting(true)} aria-haspopup="dialog">
            <TrashIcon /> Delete
          </Button>
        )}
      </div>
      {sharing && <ShareDialog options={shareOptions(card)} gate={shareGate(card, isPublic, meId)} onClose={() => setSharing(false)} />}
      {deleting && (
        <ConfirmDialog
          title={DELETE_TITLE}
          confirmLabel="Delete"
          onCancel={() => setDeleting(false)}
          onConfirm={() => {
            setDeleting(false);
            void sync.storyDelete({ saga_id: card.saga_id }).then((r) => r.ok && onDeleted());
          }}
        >
          {isCreator(card, meId) ? (
            <p>“{card.name}” will be deleted for you. Players who hold its card keep it. This action cannot be undone.</p>
          ) : (
            <p>“{card.name}” will be removed from your collection.</p>
          )}
        </ConfirmDialog>
      )}
    </div>
  );
}
