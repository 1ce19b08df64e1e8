import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { QUERY_FLAGS } from '../../contract/query-flags';
import { sync } from '../../worker-client';
import { markArtifactsShown, useArtifactsEarned } from './reads';

// Loaded when an artifact is due: its carousel (Swiper) is no part of the screens it opens over.
const ArtifactEarnedModal = lazy(() => import('./ArtifactEarnedModal').then((m) => ({ default: m.ArtifactEarnedModal })));

const FLAGS = Object.values(QUERY_FLAGS);

/**
 * Shows the modal while any crawl holds artifacts_earned, each artifact once; it waits while another modal
 * (a query flag: a rank-up, an achievement ...) is open, and those wait for it (PromptHost): one at a time.
 * Continue remembers them as shown on this device and asks the worker to clear them; if clearing fails
 * (offline) they are not shown again, and the server's list is cleared with the next ones.
 */
export function ArtifactEarnedHost() {
  const artifacts = useArtifactsEarned();
  const [params] = useSearchParams();
  const [busy, setBusy] = useState(false);
  if (!artifacts || artifacts.length === 0 || FLAGS.some((f) => params.has(f))) return null;

  const onContinue = async () => {
    setBusy(true);
    try {
      await sync.clearArtifactsEarned();
    } catch {
      // Cleared with the next ones: they are not shown here again.
    } finally {
      setBusy(false);
      markArtifactsShown(artifacts.map((a) => a.artifact_id));
    }
  };
  return (
    <Suspense fallback={null}>
      <ArtifactEarnedModal artifacts={artifacts} busy={busy} onContinue={() => void onContinue()} />
    </Suspense>
  );
}
