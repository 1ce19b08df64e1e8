/**
 * The avatars, all original. Starting ones are owned by every account from its first sign-in (the
 * onboarding picker shows those whose name contains 'HistorianStarting'); the share ones are earned
 * through POST /avatars/award/ by their exact name; the subscriber one is dimmed without a subscription.
 */
export interface AvatarSeed {
  avatar_id: string;
  name: string;
  description: string;
  kind: 'starting' | 'earned' | 'subscriber';
}

export const AVATARS: AvatarSeed[] = [
  { avatar_id: 'starting-quill', name: 'HistorianStarting Quill', description: 'A young scribe with ink on every finger.', kind: 'starting' },
  { avatar_id: 'starting-lantern', name: 'HistorianStarting Lantern', description: 'A night-walker who reads by lamplight.', kind: 'starting' },
  { avatar_id: 'starting-compass', name: 'HistorianStarting Compass', description: 'A wanderer whose compass points to the past.', kind: 'starting' },
  { avatar_id: 'archivist', name: 'Archivist', description: 'Keeper of the sealed stacks. A reward of rank 2: claim it on the Historian Rank page.', kind: 'earned' },
  { avatar_id: 'cartographer', name: 'Cartographer', description: 'Draws maps of coasts that no longer exist. A reward of rank 4: claim it on the Historian Rank page.', kind: 'earned' },
  { avatar_id: 'chronomancer', name: 'Chronomancer', description: 'Bends the hour hand with a glance. A reward of rank 6: claim it on the Historian Rank page.', kind: 'earned' },
  { avatar_id: 'grand-historian', name: 'Grand Historian', description: 'The one the Sanctum itself remembers. A reward of rank 12: claim it on the Historian Rank page.', kind: 'earned' },
  { avatar_id: 'share-facebook', name: 'Share Facebook', description: 'A herald with a blue banner, for sharing a tale.', kind: 'earned' },
  { avatar_id: 'share-reddit', name: 'Share Reddit', description: 'A town crier in an orange cloak, for sharing a tale.', kind: 'earned' },
  { avatar_id: 'recruiter', name: 'Recruiter', description: 'A guide who brought a friend into the Sanctum.', kind: 'earned' },
  { avatar_id: 'night-owl', name: 'Night Owl', description: 'A reader who finished a tale after midnight.', kind: 'earned' },
  { avatar_id: 'mythic-patron', name: 'Mythic Patron', description: 'A gilded mask worn by Mythic subscribers.', kind: 'subscriber' },
];

/** Art keys starting 'avatar-' are drawn square by the art route. */
export const avatarArtKey = (avatarId: string): string => `avatar-${avatarId}`;
