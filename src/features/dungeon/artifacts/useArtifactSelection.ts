import { useState } from 'react';
import type { Artifact } from '../../../contract/dungeon';
import { ARTIFACT_NOTICE_MS, toggleArtifact } from '../rules/artifacts';
import { useToast } from '../../../ui/useToast';

/** The chooser's selection; a fifth pick shows the limit warning for 3 seconds instead. */
export function useArtifactSelection() {
  const [selected, setSelected] = useState<string[]>([]);
  const { toast, show } = useToast(ARTIFACT_NOTICE_MS);
  const toggle = (artifact: Artifact) => {
    const r = toggleArtifact(selected, artifact);
    if (r.kind === 'changed') setSelected(r.selected);
    else if (r.kind === 'limit') show('warning', r.message);
  };
  return { selected, toggle, toast };
}
