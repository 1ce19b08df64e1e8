/** The player's avatars (GET /avatars/), pulled once signed in. */
import { db } from '../../db';
import { useEnsure } from '../../lib/useEnsure';
import { useLive } from '../../lib/useLive';

export function useAvatarList() {
  const avatars = useLive(() => db.avatars.toArray(), []);
  const ensure = useEnsure({ kind: 'avatars' });
  return { avatars, ensure };
}
