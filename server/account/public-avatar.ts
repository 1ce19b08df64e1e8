/** The picture others see for a player: their selected avatar, else their generated emblem. */
import { avatarUrl } from '../art/urls';
import type { Db } from '../store/db';
import { selectedAvatarUrl } from './avatars';

export const publicAvatarUrl = async (db: Db, userId: string): Promise<string> => await selectedAvatarUrl(db, userId) ?? avatarUrl(userId);
