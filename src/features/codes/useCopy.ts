import { useState } from 'react';

export const COPIED = 'Success! The Link was copied!';

/** Copies text to the clipboard; `copied` says it worked (the spec's success notice), `failed` that it did not. */
export function useCopy() {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      setState('copied');
    } catch {
      setState('failed');
    }
  };
  return { copy, copied: state === 'copied', failed: state === 'failed' };
}
