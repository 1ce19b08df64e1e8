import type { ReactNode, Ref } from 'react';
import { isSubmitKey } from '../lib/text-rules';
import { CharCount } from './CharCount';
import styles from './Field.module.css';

export interface PlayerTextFieldProps {
  /** The textarea's id; its count is `${id}-count`. */
  id: string;
  label: ReactNode;
  /** The label's look (default: the form field's label). */
  labelClassName?: string;
  labelId?: string;
  value: string;
  onChange: (value: string) => void;
  /** The UI's limit (src/lib/limits.ts): typing stops there and the count shows it. */
  max: number;
  rows?: number;
  placeholder?: string;
  invalid?: boolean;
  /** Ids of what else describes the field (a hint, an error), read after the count. */
  describedBy?: string;
  /** Enter submits and Shift+Enter keeps the newline; an IME's composition never submits. */
  onSubmitKey?: () => void;
  /** Beside the count: a hint or an error. */
  note?: ReactNode;
  textareaRef?: Ref<HTMLTextAreaElement>;
}

/**
 * What a player writes (a choice, a comment, a note, a premise, a report): label, bounded textarea and its
 * count. The label, the field and the row are siblings, so the caller's form or field block lays them out.
 */
export function PlayerTextField({ id, label, labelClassName, labelId, value, onChange, max, rows = 3, placeholder, invalid, describedBy, onSubmitKey, note, textareaRef }: PlayerTextFieldProps) {
  const count = `${id}-count`;
  return (
    <>
      <label id={labelId} htmlFor={id} className={labelClassName ?? styles.label}>
        {label}
      </label>
      <textarea
        ref={textareaRef}
        id={id}
        className={invalid ? `${styles.input} ${styles.invalid}` : styles.input}
        rows={rows}
        maxLength={max}
        placeholder={placeholder}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        onKeyDown={
          onSubmitKey &&
          ((e) => {
            if (isSubmitKey({ key: e.key, shiftKey: e.shiftKey, isComposing: e.nativeEvent.isComposing })) {
              e.preventDefault();
              onSubmitKey();
            }
          })
        }
        aria-describedby={describedBy ? `${count} ${describedBy}` : count}
        aria-invalid={invalid}
      />
      <div className={styles.row}>
        {note}
        <CharCount id={count} length={value.length} max={max} />
      </div>
    </>
  );
}
