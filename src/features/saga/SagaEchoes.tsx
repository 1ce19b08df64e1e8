import { useState } from 'react';
import { useMe } from '../../lib/reads';
import { Button } from '../../ui/Button';
import { Skeleton } from '../../ui/Skeleton';
import { EchoCard, EchoChooser, isOwnEcho, useEchoes } from '../echoes';
import styles from './Saga.module.css';

const PREVIEW = 3;

/** The saga's Mythic Echoes: a few of them, and all of them read only in the chooser. */
export function SagaEchoes({ sagaId, cover }: { sagaId: string; cover: string }) {
  const { list } = useEchoes(sagaId);
  const me = useMe();
  const [open, setOpen] = useState(false);
  return (
    <section className={styles.section} aria-labelledby="echoes-title">
      <h2 id="echoes-title" className={styles.sectionTitle}>
        Mythic Echoes
      </h2>
      {list === undefined ? (
        <Skeleton height={120} />
      ) : !list || list.echoes.length === 0 ? (
        <p className={styles.muted}>{list ? 'No echoes yet: the first Historians to play it leave the first ones.' : 'The echoes show once they are on your device.'}</p>
      ) : (
        <>
          <ul className={styles.echoes}>
            {list.echoes.slice(0, PREVIEW).map((e, i) => (
              <li key={e.echoes_id}>
                <EchoCard echo={e} index={i} mine={isOwnEcho(e, me?.username)} onOpen={() => setOpen(true)} />
              </li>
            ))}
          </ul>
          <Button variant="secondary" block onClick={() => setOpen(true)} aria-haspopup="dialog">
            See all {list.echoes.length} echoes
          </Button>
        </>
      )}
      {open && <EchoChooser sagaId={sagaId} readonly cover={cover} onClose={() => setOpen(false)} />}
    </section>
  );
}
