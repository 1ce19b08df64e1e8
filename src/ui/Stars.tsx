import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import styles from './Stars.module.css';

interface Props {
  label: string;
  value: number | null;
  onChange: (rating: number) => void;
  disabled?: boolean;
}

const STARS = [1, 2, 3, 4, 5];
/** Arrow keys move the selection like radios; the rating is sent once the keys rest for this long. */
const KEY_SETTLE_MS = 700;

/** A 1-5 star rating as a radio group: arrows move, Home/End jump, click or Space/Enter rate at once. */
export function Stars({ label, value, onChange, disabled }: Props) {
  const [draft, setDraft] = useState<number | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const shown = draft ?? value ?? 0;

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const commit = (n: number) => {
    window.clearTimeout(timer.current);
    setDraft(null);
    if (n !== value) onChange(n);
  };

  const onKeyDown = (e: KeyboardEvent) => {
    const keys: Record<string, number> = {
      ArrowRight: shown + 1,
      ArrowUp: shown + 1,
      ArrowLeft: shown - 1,
      ArrowDown: shown - 1,
      Home: 1,
      End: 5,
    };
    if (!(e.key in keys)) return;
    e.preventDefault();
    const next = Math.min(5, Math.max(1, keys[e.key]!));
    setDraft(next);
    refs.current[next - 1]?.focus();
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => commit(next), KEY_SETTLE_MS);
  };

  return (
    <div role="radiogroup" aria-label={label} className={styles.group} onKeyDown={onKeyDown}>
      {STARS.map((n) => (
        <button
          key={n}
          ref={(el) => {
            refs.current[n - 1] = el;
          }}
          type="button"
          role="radio"
          aria-checked={shown === n}
          aria-label={`${n} star${n > 1 ? 's' : ''}`}
          tabIndex={(shown || 1) === n ? 0 : -1}
          disabled={disabled}
          className={`${styles.star} ${n <= shown ? styles.on : ''}`}
          onClick={() => commit(n)}
        >
          <svg viewBox="0 0 24 24" aria-hidden="true" width="28" height="28">
            <path d="M12 2.8l2.8 5.8 6.3.9-4.6 4.4 1.1 6.3L12 17.2l-5.6 3 1.1-6.3L2.9 9.5l6.3-.9z" />
          </svg>
        </button>
      ))}
    </div>
  );
}
