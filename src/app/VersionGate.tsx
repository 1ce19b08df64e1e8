import { useEffect } from 'react';
import { useEnsure } from '../lib/useEnsure';
import { useInit } from '../lib/reads';
import { decideVersion, VERSION_KEY } from './version';
import { Modal } from '../ui/Modal';

function storedVersion(): string | null {
  try {
    return localStorage.getItem(VERSION_KEY);
  } catch {
    return null; // storage disabled (private mode): no version check rather than a crash
  }
}

/** App-shell §4 App version: a new version reloads once; 'maintenance' blocks the app. */
export function VersionGate() {
  useEnsure({ kind: 'init' });
  const version = useInit()?.version;
  const action = decideVersion(storedVersion(), version);

  useEffect(() => {
    if (!version || (action !== 'reload' && action !== 'remember')) return;
    try {
      localStorage.setItem(VERSION_KEY, version);
    } catch {
      return; // without storage a reload would loop
    }
    if (action === 'reload') window.location.reload();
  }, [action, version]);

  if (action !== 'maintenance') return null;
  return (
    <Modal title="Preparing Your Next Adventure...">
      <p>Chronicle is being updated right now. Your progress is safe; please come back in a few minutes.</p>
    </Modal>
  );
}
