/** Where generated artwork is served; image_url values in answers point here. */
export const artUrl = (key: string): string => `/api/media/art/${encodeURIComponent(key)}.svg`;

/** Every player gets a generated emblem until avatars can be chosen. */
export const avatarUrl = (userId: string): string => artUrl(`avatar-${userId}`);

/** A room's scene: one per room of every Timeline. */
export const roomArtKey = (dungeonId: string, roomKey: string): string => `room-${dungeonId}-${roomKey}`;

/** A Historian rank's emblem, shown when the rank is reached. */
export const rankArtKey = (rank: number): string => `rank-${rank}`;

/** The picture of a free room restart earned. */
export const ROOM_RESTART_ART = 'room-restart';

/** The Sanctum tour's cards: the app names them (src/features/announcements/onboarding-items.ts). */
export const TOUR_ART = ['tour-stats', 'tour-timelines', 'tour-memories', 'tour-continue'];
