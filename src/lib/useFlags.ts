import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * Opens or closes query-flag modals over the current page (app-shell §2): set a flag with its value,
 * or null to remove it; the rest of the query stays, and no history entry is added.
 */
export function useFlags(): (changes: Record<string, string | null>) => void {
  const [, setParams] = useSearchParams();
  return useCallback(
    (changes) =>
      setParams(
        (p) => {
          for (const [k, v] of Object.entries(changes)) {
            if (v === null) p.delete(k);
            else p.set(k, v);
          }
          return p;
        },
        { replace: true },
      ),
    [setParams],
  );
}

/** What the query-flag host gives every modal it opens (src/app/query-flags.tsx). */
export interface FlagModalProps {
  /** The flag's value: 'true', or an id (a saga's, a prompt's). */
  value: string;
  /** The whole query: the parameters that travel with the flag (creator, dungeonId, option ...). */
  params: URLSearchParams;
  /** Closes the modal: removes the flag and its parameters from the query. */
  onClose: () => void;
}
