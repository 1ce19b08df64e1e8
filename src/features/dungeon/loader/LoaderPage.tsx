import { Navigate, useLocation, useParams } from 'react-router-dom';
import { dungeonPaths } from '../../../lib/paths';
import { useLive } from '../../../lib/useLive';
import { Toast } from '../../../ui/Toast';
import { useToast } from '../../../ui/useToast';
import { getDungeon, getProgress, useLoading } from '../reads';
import { loaderAction, readStartIntent } from '../rules/start-intent';
import { HelperPhrase } from './HelperPhrase';
import { LoaderScreen } from '../../../ui/LoaderScreen';
import { RateDungeon } from './RateDungeon';
import { ShareBanner } from './ShareBanner';
import { useStartDungeon } from './useStartDungeon';

/**
 * /dungeons/:dungeonId/loader — generating (or restarting) the crawl; then the read page (app-shell §4).
 * Opened by its address it never starts a run over (loaderAction).
 */
export default function LoaderPage() {
  const id = useParams().dungeonId!;
  const intent = readStartIntent(useLocation().state);
  const dungeon = useLive(() => getDungeon(id), [id]);
  const loading = useLoading(id);
  const progress = useLive(() => getProgress(id), [id]);
  const action = loaderAction(intent, progress === undefined ? undefined : (progress?.status ?? null));
  const { toast, show } = useToast(4000);
  useStartDungeon(id, intent, action === 'start');

  if (action === 'leave') return <Navigate to={dungeonPaths.page(id)} replace />;
  return (
    <LoaderScreen eyebrow={dungeon?.name ?? 'Timeline'} title={intent.restart ? 'Restarting the Timeline…' : 'Generating the Timeline…'}>
      <HelperPhrase phrases={loading?.phrases ?? []} />
      {loading?.banner && <ShareBanner banner={loading.banner} show={show} />}
      {loading?.ask_rating && <RateDungeon dungeonId={id} />}
      <Toast toast={toast} />
    </LoaderScreen>
  );
}
