import { useLocation, useParams } from 'react-router-dom';
import { useLive } from '../../lib/useLive';
import { Toast } from '../../ui/Toast';
import { LoaderScreen } from '../../ui/LoaderScreen';
import { useToast } from '../../ui/useToast';
import { HelperPhrase, ShareBanner } from '../dungeon';
import { useSeries } from '../series';
import styles from './AdventureLoader.module.css';
import { getAdventure, useAdventureLoading } from './reads';
import { readAdventureIntent } from './start-intent';
import { useStartAdventure } from './useStartAdventure';

/**
 * /series/:seriesId/adventure/:adventureId/loader — opening (or restarting) a Memory's adventure, between
 * 'Play' and the read page (in-play §2 Loader): a rotating helper phrase and, when offered, the share banner.
 */
export default function AdventureLoaderPage() {
  const params = useParams();
  const seriesId = params.seriesId!;
  const adventureId = params.adventureId!;
  const { restart } = readAdventureIntent(useLocation().state);
  const { series } = useSeries(seriesId);
  const local = useLive(() => getAdventure(adventureId), [adventureId]);
  const loading = useAdventureLoading(adventureId);
  const { toast, show } = useToast(4000);
  useStartAdventure(seriesId, adventureId, restart);
  const name = local?.name ?? series?.adventures.find((a) => a.adventure_id === adventureId)?.name;
  const banner =
    loading?.shareCode && loading.shareCodeBackgroundImage && loading.shareCodeTitle
      ? {
          shareCode: loading.shareCode,
          shareCodeBackgroundImage: loading.shareCodeBackgroundImage,
          shareCodeTitle: loading.shareCodeTitle,
          shareCodeSecondsUntilExpire: loading.shareCodeSecondsUntilExpire ?? 0,
        }
      : null;

  return (
    <LoaderScreen eyebrow={series ? `Memory: ${series.name}` : 'Memory'} title={restart ? 'Restarting the adventure…' : 'Opening the memory…'}>
      {name && <p className={styles.name}>{name}</p>}
      <HelperPhrase phrases={loading?.phrases ?? []} />
      {banner && <ShareBanner banner={banner} show={show} />}
      <Toast toast={toast} />
    </LoaderScreen>
  );
}
