import { useId, useState } from 'react';
import { Button } from '../../ui/Button';
import field from '../../ui/Field.module.css';
import { Modal } from '../../ui/Modal';
import { Notice } from '../../ui/Notice';
import { Skeleton } from '../../ui/Skeleton';
import { useOnline } from '../../lib/useOnline';
import { sync } from '../../worker-client';
import { AvatarTile } from './AvatarTile';
import { NO_AVATARS_TEXT, avatarDisplayName, canSelect, newOnes, pickerOrder, searchAvatars } from './avatar-rules';
import { useAvatarList } from './reads';
import styles from './Avatars.module.css';
import { wentWrong } from '../../lib/went-wrong';

/**
 * The avatar picker (in-play §2, §4, §5): a grid of 3 per row, a search on the description, each
 * avatar's state, and Select for an earned one. Choosing is a write (at once, offline too). The 'New'
 * marks are cleared when the picker closes, having been seen.
 */
export function AvatarPicker({ onClose }: { onClose: () => void }) {
  const { avatars, ensure } = useAvatarList();
  const online = useOnline();
  const [query, setQuery] = useState('');
  const [chosenId, setChosenId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const id = useId();

  const ordered = pickerOrder(avatars ?? []);
  const shown = searchAvatars(ordered, query);
  // Only a shown avatar can be chosen: a search that hides it leaves nothing to select.
  const chosen = shown.find((a) => a.avatar_id === (chosenId ?? ordered.find((x) => x.state === 'selected')?.avatar_id)) ?? null;

  // Closing by any way (Select, Escape, the close button) clears the 'New' marks: the player has seen them.
  const close = () => {
    const ids = newOnes(ordered);
    if (ids.length > 0) void sync.avatarNewClear({ avatar_ids: ids });
    onClose();
  };

  const select = async () => {
    if (!chosen || !canSelect(chosen)) return;
    const result = await sync.avatarSelect({ avatar_id: chosen.avatar_id }).catch(wentWrong);
    if (result.ok) close();
    else setError(result.message);
  };

  return (
    <Modal title="Choose your avatar" onClose={close}>
      <div className={field.field}>
        <label htmlFor={`${id}-search`} className={field.label}>
          Search avatars
        </label>
        <input
          id={`${id}-search`}
          className={field.input}
          type="search"
          placeholder="Search by description"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          data-autofocus
        />
      </div>
      {avatars === undefined || (avatars.length === 0 && !ensure.settled) ? (
        <div className={styles.grid} aria-busy="true" aria-label="Loading avatars">
          <Skeleton height={120} />
          <Skeleton height={120} />
          <Skeleton height={120} />
        </div>
      ) : avatars.length === 0 && ensure.error ? (
        <Notice tone={online ? 'error' : 'info'}>
          {online ? `The avatars could not be loaded: ${ensure.error}` : 'You are offline. The avatars will load when you are back online.'}
        </Notice>
      ) : shown.length === 0 ? (
        <p className={styles.empty} role="status">
          {NO_AVATARS_TEXT}
        </p>
      ) : (
        <fieldset className={styles.fieldset}>
          <legend className="visually-hidden">Avatars</legend>
          <div className={styles.grid}>
            {shown.map((a) => (
              <AvatarTile key={a.avatar_id} avatar={a} chosen={chosen?.avatar_id === a.avatar_id} onChoose={() => setChosenId(a.avatar_id)} />
            ))}
          </div>
        </fieldset>
      )}
      {chosen && (
        <p className={styles.description} aria-live="polite">
          <strong>{avatarDisplayName(chosen.name)}</strong> — {chosen.description}
        </p>
      )}
      {error && <Notice tone="error">{error}</Notice>}
      <Button block disabled={!canSelect(chosen)} onClick={() => void select()}>
        Select
      </Button>
    </Modal>
  );
}
