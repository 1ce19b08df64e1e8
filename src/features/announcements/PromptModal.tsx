import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { QUERY_FLAGS as F } from '../../contract/query-flags';
import type { PromptKind } from '../../contract';
import { paths } from '../../lib/paths';
import { useFlags, type FlagModalProps } from '../../lib/useFlags';
import { Button } from '../../ui/Button';
import { Img } from '../../ui/Img';
import { Modal } from '../../ui/Modal';
import { sync } from '../../worker-client';
import styles from './Announcements.module.css';
import { usePrompt } from './reads';

/** What each prompt offers next, besides closing. */
const NEXT: Record<PromptKind, { label: string; to?: string; flag?: string } | null> = {
  rank_achievement: { label: 'View Historian Rank', to: paths.historianRank() },
  achievement: { label: 'See My Avatars', to: paths.profile() },
  room_restart_achievement: null,
  unlimited_free: { label: 'Start Playing', to: paths.sanctum() },
  sanctum_teaser: { label: 'Show Me Around', flag: F.onboardingOverlay },
};

/**
 * The server's prompts as modals (achievement, rank achievement, room-restart achievement, unlimited for
 * free, Sanctum teaser; the flag's value is the prompt's id). Closing marks it seen (a write), so it shows once.
 */
export default function PromptModal({ value, onClose }: FlagModalProps) {
  const prompt = usePrompt(value);
  const navigate = useNavigate();
  const setFlags = useFlags();
  // Not on this device (seen elsewhere, or a stale link): nothing to show, and the flag goes.
  useEffect(() => {
    if (prompt === null) onClose();
  }, [prompt, onClose]);
  if (!prompt) return null;

  const close = () => {
    void sync.promptDismiss({ prompt_id: prompt.prompt_id });
    onClose();
  };
  const next = NEXT[prompt.kind];

  return (
    <Modal title={prompt.title} onClose={close}>
      <div className={styles.prompt}>
        {prompt.image_url && <Img src={prompt.image_url} alt={prompt.detail ?? ''} className={styles.promptImage} eager />}
        {prompt.detail && <p className={styles.detail}>{prompt.detail}</p>}
        <p className={styles.text}>{prompt.text}</p>
      </div>
      {next && (
        <Button
          block
          onClick={() => {
            void sync.promptDismiss({ prompt_id: prompt.prompt_id });
            if (next.flag) setFlags({ [prompt.kind]: null, [next.flag]: 'true' });
            else if (next.to) navigate(next.to);
          }}
        >
          {next.label}
        </Button>
      )}
      <Button block variant={next ? 'ghost' : 'primary'} onClick={close}>
        {next ? 'Maybe Later' : 'Continue'}
      </Button>
    </Modal>
  );
}
