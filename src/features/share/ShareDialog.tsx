import { useState } from 'react';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { Toast } from '../../ui/Toast';
import { useToast } from '../../ui/useToast';
import { sync } from '../../worker-client';
import {
  COPIED_TEXT,
  COPY_FAILED_TEXT,
  GATE_FAILED_TEXT,
  GATE_HOLDER_TEXT,
  GATE_OWNER_TEXT,
  GATE_TITLE,
  PLATFORMS,
  type Platform,
  SHARE_TITLE,
  type ShareGate,
  type ShareOption,
  rewardsOnClose,
  shareUrl,
} from './share-rules';
import styles from './Share.module.css';

interface Props {
  /** One or more links; several show as tabs. */
  options: readonly ShareOption[];
  title?: string;
  /** The text platforms that take one show with the link. */
  text?: string;
  /** A private custom story's link opens for no one else: the dialog first asks to make it public. */
  gate?: ShareGate;
  onClose: () => void;
}

/**
 * The share dialog (in-play §2, §4): Reddit, Facebook, Instagram, Twitter/X and Copy Link, tabs when
 * several links exist, and the device's own share sheet where it has one. Each opening starts clean (the
 * component mounts fresh); on close after a copy, a share reward is recorded for each platform clicked.
 */
export function ShareDialog({ gate, onClose, ...rest }: Props) {
  const [passed, setPassed] = useState(false);
  if (gate && !passed) return <GateStep gate={gate} onPassed={() => setPassed(true)} onClose={onClose} />;
  return <ShareStep {...rest} onClose={onClose} />;
}

/**
 * Before a private story's link is handed out: its creator makes it public (a write, shown at once and sent
 * when online) and goes on to share; anyone else learns that only the creator can.
 */
function GateStep({ gate, onPassed, onClose }: { gate: ShareGate; onPassed: () => void; onClose: () => void }) {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const makePublic = async () => {
    if (gate.kind !== 'owner') return;
    setBusy(true);
    const ok = await gate.makePublic().catch(() => false);
    setBusy(false);
    if (ok) onPassed();
    else setFailed(true);
  };
  return (
    <Modal title={GATE_TITLE} onClose={onClose}>
      <p className={styles.gateText}>{gate.kind === 'owner' ? GATE_OWNER_TEXT : GATE_HOLDER_TEXT}</p>
      {failed && (
        <p role="alert" className={styles.gateText}>
          {GATE_FAILED_TEXT}
        </p>
      )}
      <div className={styles.gateActions}>
        <Button variant="secondary" onClick={onClose} data-autofocus>
          {gate.kind === 'owner' ? 'Not Now' : 'Close'}
        </Button>
        {gate.kind === 'owner' && (
          <Button disabled={busy} onClick={() => void makePublic()}>
            Make Public and Share
          </Button>
        )}
      </div>
    </Modal>
  );
}

function ShareStep({ options, title = SHARE_TITLE, text = 'Play this adventure with me on Chronicle', onClose }: Omit<Props, 'gate'>) {
  const [tab, setTab] = useState(0);
  const [copied, setCopied] = useState(false);
  const [clicked, setClicked] = useState<Platform[]>([]);
  const { toast, show } = useToast(3000);
  const option = options[tab] ?? options[0];
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';

  const close = () => {
    for (const avatar_name of rewardsOnClose(copied, clicked)) void sync.shareRewardRecord({ avatar_name });
    onClose();
  };

  const copy = async () => {
    if (!option) return;
    try {
      await navigator.clipboard.writeText(option.link);
      setCopied(true);
      show('success', COPIED_TEXT);
    } catch {
      show('error', COPY_FAILED_TEXT);
    }
  };

  const open = (platform: Platform) => {
    if (!option) return;
    setClicked((list) => [...list, platform]);
    if (platform === 'Instagram') void copy();
    window.open(shareUrl(platform, option.link, text), '_blank', 'noopener,noreferrer');
  };

  return (
    <Modal title={title} onClose={close}>
      {options.length > 1 && (
        <div role="tablist" aria-label="Links" className={styles.tabs}>
          {options.map((o, i) => (
            <button
              key={o.link}
              type="button"
              role="tab"
              aria-selected={i === tab}
              className={styles.tab}
              onClick={() => setTab(i)}
            >
              {o.title}
            </button>
          ))}
        </div>
      )}
      {option && (
        <button type="button" className={styles.link} onClick={() => void copy()} aria-label={`Copy link: ${option.link}`}>
          <span className={styles.linkText}>{option.link}</span>
        </button>
      )}
      <div className={styles.platforms}>
        {PLATFORMS.map((p) => (
          <Button key={p} variant="secondary" onClick={() => open(p)}>
            {p}
          </Button>
        ))}
        <Button onClick={() => void copy()}>Copy Link</Button>
        {canShare && option && (
          <Button variant="ghost" onClick={() => void navigator.share({ title: option.title, text, url: option.link }).catch(() => {})}>
            More options…
          </Button>
        )}
      </div>
      <Toast toast={toast} />
    </Modal>
  );
}
