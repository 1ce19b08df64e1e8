import { type ReactNode, useState } from 'react';
import { acceptWarning, mustWarn } from './spoiler-warning';
import { SpoilerWarning } from './SpoilerWarning';

/** A discussion's comments, behind the spoilers warning until the player goes on (or turned it off). */
export function SpoilerGate({ thread, onLeave, children }: { thread: string; onLeave: () => void; children: ReactNode }) {
  const [warn, setWarn] = useState(() => mustWarn(thread));
  if (!warn) return children;
  return (
    <SpoilerWarning
      onLeave={onLeave}
      onContinue={(never) => {
        acceptWarning(thread, never);
        setWarn(false);
      }}
    />
  );
}
