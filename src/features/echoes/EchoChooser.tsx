import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { Echo } from '../../contract';
import { withFlags } from '../../lib/paths';
import { useMe } from '../../lib/reads';
import { useOnline } from '../../lib/useOnline';
import { Button, ButtonLink } from '../../ui/Button';
import { InfoModal } from '../../ui/InfoModal';
import { Notice } from '../../ui/Notice';
import { Sheet } from '../../ui/Sheet';
import { Spinner } from '../../ui/Spinner';
import { sync } from '../../worker-client';
import { EchoCard } from './EchoCard';
import { confirmLabel, FIRST_PLAYER_TEXT, initialKeep, isOwnEcho, rerollLabel } from './echo-rules';
import { EchoViewer } from './EchoViewer';
import { useEchoes } from './reads';
import { ScrollOfFate } from './ScrollOfFate';
import styles from './Echoes.module.css';
import { wentWrong } from '../../lib/went-wrong';

interface Props {
  sagaId: string;
  /** Read only: anyone but the story's owner, a saga page, a Memory's echoes. */
  readonly: boolean;
  /** The picture behind the info about rerolling. */
  cover: string | null;
  onClose: () => void;
}

/**
 * The echo chooser (in-play §4): up to 10 echoes of other Historians; the owner keeps some for the Scroll
 * of Fate or plays solo, features one, rerolls the list (subscribers, 3 times). Read only it shows them
 * and returns to the adventure; with none yet, the first-player message.
 */
export function EchoChooser({ sagaId, readonly, cover, onClose }: Props) {
  const { list, ensure } = useEchoes(sagaId);
  const me = useMe();
  const online = useOnline();
  const location = useLocation();
  const [keep, setKeep] = useState<string[] | null>(null);
  const [solo, setSolo] = useState<boolean | null>(null);
  const [view, setView] = useState<'choose' | 'scroll'>('choose');
  const [viewing, setViewing] = useState<Echo | null>(null);
  const [rerolling, setRerolling] = useState(false);
  const [rerollInfo, setRerollInfo] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const title = readonly ? 'Mythic Echoes' : 'Choose Your Echoes';
  const generating = rerolling || list === undefined || (list === null && !ensure.settled);

  if (generating || !list) {
    return (
      <Sheet title={title} onClose={onClose}>
        {generating ? (
          <Spinner headline="Generating echoes…" />
        ) : (
          <Notice tone={online ? 'error' : 'info'}>
            {online ? `The echoes could not be loaded: ${ensure.error ?? 'not found'}` : 'You are offline, and these echoes are not on your device yet.'}
          </Notice>
        )}
      </Sheet>
    );
  }

  const kept = keep ?? initialKeep(list);
  // Solo is what a story starts in; the chooser offers echoes unless the player turns solo on here.
  const isSolo = solo ?? false;
  const empty = list.echoes.length === 0;
  const keptEchoes = kept.flatMap((id) => list.echoes.find((e) => e.echoes_id === id) ?? []);

  const reroll = async () => {
    if (!me?.subscription_active) return setRerollInfo(true);
    setRerolling(true);
    setError(null);
    const r = await sync.echoesReroll(sagaId).catch(wentWrong);
    setRerolling(false);
    if (r.ok) setKeep(null);
    else setError(r.message);
  };

  const confirm = async (mode: 'solo' | 'echo', ids: string[]) => {
    setBusy(true);
    const r = await sync.echoesConfirm({ saga_id: sagaId, echoes: mode === 'solo' ? [] : ids, adventure_mode: mode }).catch(wentWrong);
    setBusy(false);
    if (r.ok) onClose();
    else setError(r.message);
  };

  const onConfirm = () => {
    if (readonly || empty) return onClose();
    if (isSolo || keptEchoes.length === 0) return void confirm('solo', []);
    setView('scroll');
  };

  return (
    <Sheet title={view === 'scroll' ? 'Scroll of Fate' : title} onClose={onClose}>
      {error && <Notice tone="error">{error}</Notice>}
      {view === 'scroll' ? (
        <ScrollOfFate
          kept={keptEchoes}
          busy={busy}
          onRemove={(id) => setKeep(kept.filter((k) => k !== id))}
          onBack={() => setView('choose')}
          onConfirm={() => void confirm(keptEchoes.length > 0 ? 'echo' : 'solo', keptEchoes.map((e) => e.echoes_id))}
        />
      ) : empty ? (
        <div className={styles.first}>
          <p>{FIRST_PLAYER_TEXT}</p>
          <Button block onClick={onClose}>
            {confirmLabel({ readonly: false, empty: true, solo: false })}
          </Button>
        </div>
      ) : (
        <>
          <p className={styles.hint}>
            {readonly ? 'What other Historians chose at this point of their stories.' : 'What other Historians chose at this point of their stories. Keep the ones you want woven into your next chapter.'}
          </p>
          {!readonly && (
            <div className={styles.tools}>
              <label className={styles.switch}>
                <input type="checkbox" role="switch" checked={isSolo} onChange={(e) => setSolo(e.target.checked)} />
                <span>Play solo (no echoes)</span>
              </label>
              <Button variant="secondary" onClick={() => void reroll()} disabled={!online || (!!me?.subscription_active && !list.can_reroll)}>
                {rerollLabel(list.rerolls_left)}
              </Button>
            </div>
          )}
          <ul className={`${styles.list} ${!readonly && isSolo ? styles.dimmed : ''}`}>
            {list.echoes.map((e, i) => (
              <li key={e.echoes_id}>
                <EchoCard
                  echo={e}
                  index={i}
                  mine={isOwnEcho(e, me?.username)}
                  onOpen={() => setViewing(e)}
                  keep={
                    readonly || isSolo
                      ? undefined
                      : { kept: kept.includes(e.echoes_id), onChange: (on) => setKeep(on ? [...kept, e.echoes_id] : kept.filter((k) => k !== e.echoes_id)) }
                  }
                />
              </li>
            ))}
          </ul>
          <div className={styles.sticky}>
            <Button block onClick={onConfirm} disabled={busy}>
              {confirmLabel({ readonly, empty, solo: isSolo || keptEchoes.length === 0 })}
            </Button>
          </div>
        </>
      )}
      {viewing && (
        <EchoViewer
          sagaId={sagaId}
          list={list}
          echo={list.echoes.find((e) => e.echoes_id === viewing.echoes_id) ?? viewing}
          mine={isOwnEcho(viewing, me?.username)}
          canChoose={!readonly}
          onClose={() => setViewing(null)}
        />
      )}
      {rerollInfo && (
        <InfoModal image={cover} title="Reroll Echoes" subscribersOnly onClose={() => setRerollInfo(false)}>
          <p>Draw ten new echoes from other Historians&apos; stories, up to three times in every chapter.</p>
          <ButtonLink to={{ search: withFlags(location.search, { subscription: 'true' }) }} block onClick={() => setRerollInfo(false)}>
            Become a subscriber
          </ButtonLink>
        </InfoModal>
      )}
    </Sheet>
  );
}
