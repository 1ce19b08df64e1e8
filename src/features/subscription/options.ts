/**
 * The subscribe/continue modal's option panels (in-play §4): one shows, by option. The opener may name it
 * (&option=); otherwise the first the player can still use: not opted out of ('Don't ask me again'), not
 * already done (linked, installed, notifications granted), and with what it needs (a Timeline or Memory for
 * commenting and rating).
 */
import type { Task } from '../../contract/enums';
import type { z } from 'zod';

export type SubscribeOption = z.infer<typeof Task>;

export const OPTIONS: readonly SubscribeOption[] = ['share_social', 'install_app', 'enable_notifications', 'link_account', 'post_comment', 'review_dungeon', 'review_adventure'];

export interface OptionContext {
  requested: string | null;
  dontAskAgain: readonly string[];
  linked: boolean;
  installed: boolean;
  /** 'granted', 'denied', 'default', or 'unsupported'. */
  notifications: string;
  dungeonId: string | null;
  sagaId: string | null;
}

function usable(o: SubscribeOption, c: OptionContext): boolean {
  if (c.dontAskAgain.includes(o)) return false;
  switch (o) {
    case 'link_account':
      return !c.linked;
    case 'install_app':
      return !c.installed;
    case 'enable_notifications':
      return c.notifications === 'default';
    case 'post_comment':
      return !!(c.dungeonId || c.sagaId);
    case 'review_dungeon':
      return !!c.dungeonId;
    case 'review_adventure':
      return !!c.sagaId;
    case 'share_social':
      return true;
  }
}

export function pickOption(c: OptionContext): SubscribeOption | null {
  const requested = OPTIONS.find((o) => o === c.requested);
  if (requested && usable(requested, c)) return requested;
  return OPTIONS.find((o) => usable(o, c)) ?? null;
}
