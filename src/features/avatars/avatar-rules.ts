/** The avatar picker's rules (in-play §4, §5, §8), free of React so node tests run them. */
import type { AvatarRow } from '../../db';
import { avatarDisplayName } from '../../lib/avatar-name';

export { avatarDisplayName };

export const NO_AVATARS_TEXT = 'No Avatars found';
export const TO_UNLOCK = 'To Unlock';
export const UNAVAILABLE = 'Unavailable';

/** Earned and selected show as unlocked; unearned with a lock; inactive dimmed. */
export const isUnlocked = (a: Pick<AvatarRow, 'state'>): boolean => a.state === 'earned' || a.state === 'selected';

/** What a tile shows besides the picture: its note ('To Unlock', 'Unavailable') and its marks. */
export function avatarLook(a: Pick<AvatarRow, 'state' | 'seen'>): { locked: boolean; dimmed: boolean; note: string | null; current: boolean; isNew: boolean } {
  return {
    locked: a.state === 'unearned',
    dimmed: a.state === 'inactive',
    note: a.state === 'unearned' ? TO_UNLOCK : a.state === 'inactive' ? UNAVAILABLE : null,
    current: a.state === 'selected',
    isNew: !a.seen,
  };
}

/** Select is disabled when nothing is chosen or the chosen avatar is inactive, selected or unearned. */
export const canSelect = (chosen: Pick<AvatarRow, 'state'> | null | undefined): boolean => chosen?.state === 'earned';

/** A case-insensitive match on the description; an empty search shows them all. */
export function searchAvatars<A extends Pick<AvatarRow, 'description'>>(list: readonly A[], query: string): A[] {
  const q = query.trim().toLowerCase();
  return q === '' ? [...list] : list.filter((a) => a.description.toLowerCase().includes(q));
}

const ORDER: Record<AvatarRow['state'], number> = { selected: 0, earned: 1, inactive: 2, unearned: 3 };

/** The player's own first (the current one, then the rest they can choose), then those out of reach. */
export const pickerOrder = (list: readonly AvatarRow[]): AvatarRow[] =>
  [...list].sort((a, b) => ORDER[a.state] - ORDER[b.state] || avatarDisplayName(a.name).localeCompare(avatarDisplayName(b.name)));

/** The avatars still marked 'New' among those shown: the picker clears their marks once closed. */
export const newOnes = (list: readonly AvatarRow[]): string[] => list.filter((a) => !a.seen).map((a) => a.avatar_id);
