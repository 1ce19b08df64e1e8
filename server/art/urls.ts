/** Where generated artwork is served; image_url values in answers point here. */
export const artUrl = (key: string): string => `/api/media/art/${encodeURIComponent(key)}.svg`;

/** Every player gets a generated emblem until avatars can be chosen. */
export const avatarUrl = (userId: string): string => artUrl(`avatar-${userId}`);

/** A room's scene: one per room of every Timeline. */
export const roomArtKey = (dungeonId: string, roomKey: string): string => `room-${dungeonId}-${roomKey}`;
