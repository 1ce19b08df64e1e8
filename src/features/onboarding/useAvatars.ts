import { db } from '../../db';
import { useEnsure } from '../../lib/useEnsure';
import { useLive } from '../../lib/useLive';

/** The avatars table (GET /avatars/), pulled once the player is signed in. */
export function useAvatars() {
  const avatars = useLive(() => db.avatars.toArray(), []);
  const ensure = useEnsure({ kind: 'avatars' });
  return { avatars, ensure };
}
