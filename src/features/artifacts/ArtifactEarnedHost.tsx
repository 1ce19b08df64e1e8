import { lazy, Suspense, useState } from 'react';
import { sync } from '../../worker-client';
import { useArtifactsEarned } from './reads';

// Loaded when an artifact is due: its carousel (Swiper) is no part of the screens it opens over.
const ArtifactEarnedModal = lazy(() => import('./ArtifactEarnedModal').then((m) => ({ default: m.ArtifactEarnedModal })));

/**
 * Shows the modal while any crawl holds artifacts_earned; Continue asks the worker to clear them.
 * If clearing fails (offline, or the command missing) the modal still closes for this visit and
 * returns on the next one, so the player is never stuck behind it.
 */
export function ArtifactEarnedHost() {
  const artifacts = useArtifactsEarned();
  const [dismissed, setDismissed] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const key = artifacts?.map((a) => a.artifact_id).join('|') ?? '';
  if (!artifacts || artifacts.length === 0 || dismissed === key) return null;

  const onContinue = async () => {
    setBusy(true);
    try {
      await sync.clearArtifactsEarned();
    } catch {
      // Shown again next time: nothing is lost by closing now.
    } finally {
      setBusy(false);
      setDismissed(key);
    }
  };
  return (
    <Suspense fallback={null}>
      <ArtifactEarnedModal artifacts={artifacts} busy={busy} onContinue={() => void onContinue()} />
    </Suspense>
  );
}
