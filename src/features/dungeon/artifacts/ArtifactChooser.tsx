import { useMe } from '../../../lib/reads';
import { useOnline } from '../../../lib/useOnline';
import { Button } from '../../../ui/Button';
import { Notice } from '../../../ui/Notice';
import { Sheet } from '../../../ui/Sheet';
import { Skeleton } from '../../../ui/Skeleton';
import { useArtifactList } from '../reads';
import { MAX_ARTIFACTS, artifactCost, canAfford } from '../rules/artifacts';
import { Toast } from '../../../ui/Toast';
import { ArtifactOption } from './ArtifactOption';
import styles from './Artifacts.module.css';
import { useArtifactSelection } from './useArtifactSelection';

interface Props {
  dungeonId: string;
  onClose: () => void;
  onStart: (artifacts: string[]) => void;
}

/** Before a new crawl (in-play §2 Artifact chooser): pick up to 4 owned artifacts, paid by count. */
export function ArtifactChooser({ dungeonId, onClose, onStart }: Props) {
  const { list, ensure } = useArtifactList(dungeonId, true);
  const me = useMe();
  const online = useOnline();
  const { selected, toggle, toast } = useArtifactSelection();
  const power = list?.artifact_power ?? me?.artifact_power ?? 0;
  const cost = list ? artifactCost(list, selected.length) : 0;
  const affordable = !list || canAfford(list, selected.length, power);

  return (
    <Sheet title="Choose artifacts to take into the Timeline" onClose={onClose}>
      <p className={styles.power}>
        Artifact Power: <strong>{power}</strong>
      </p>
      {list === undefined || (list === null && !ensure.settled) ? (
        <div aria-busy="true" aria-label="Loading artifacts" className={styles.grid}>
          <Skeleton height={120} />
          <Skeleton height={120} />
        </div>
      ) : list === null ? (
        <Notice tone={online ? 'error' : 'info'}>
          {online ? `The artifacts could not be loaded: ${ensure.error ?? 'not found'}` : 'The artifacts load when you are online.'}
        </Notice>
      ) : (
        <>
          <p className={styles.hint}>
            Take up to {MAX_ARTIFACTS}. {selected.length} selected · cost {cost} Artifact Power
          </p>
          <ul className={styles.grid}>
            {list.artifacts.map((a) => (
              <li key={a.artifact_id}>
                <ArtifactOption artifact={a} selected={selected.includes(a.artifact_id)} onToggle={() => toggle(a)} />
              </li>
            ))}
          </ul>
          <ul className={styles.costs} aria-label="Cost by number of artifacts">
            {[1, 2, 3, 4].map((n) => (
              <li key={n} className={n === selected.length ? styles.costNow : undefined}>
                {n}: {artifactCost(list, n)}
              </li>
            ))}
          </ul>
        </>
      )}
      {!affordable && <Notice tone="error">Not enough Artifact Power for {selected.length} artifacts.</Notice>}
      {!online && <Notice>You are offline. The Timeline starts once you are back online.</Notice>}
      <Button block disabled={!affordable || !online} onClick={() => onStart(selected)}>
        {selected.length === 0 ? 'Start without artifacts' : `Start with ${selected.length} artifact${selected.length === 1 ? '' : 's'}`}
      </Button>
      <Toast toast={toast} />
    </Sheet>
  );
}
