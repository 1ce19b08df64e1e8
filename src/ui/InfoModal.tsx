import { type ReactNode, useRef } from 'react';
import { createPortal } from 'react-dom';
import styles from './InfoModal.module.css';
import { useDialog } from './useDialog';

export const SUBSCRIBERS_ONLY_TAG = '* for subscribers only *';

interface Props {
  /** The picture behind the text. */
  image: string | null;
  title?: string;
  /** Marks what it describes as a subscribers' feature. */
  subscribersOnly?: boolean;
  children: ReactNode;
  onClose: () => void;
}

/** The info modal (in-play §2): a background image, an optional title, the subscribers-only tag, a close button. */
export function InfoModal({ image, title, subscribersOnly, children, onClose }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  useDialog(ref, onClose);
  return createPortal(
    <div
      className={styles.backdrop}
      onMouseDown={(e) => {
        if (e.target === e.currentTarget) onClose();
      }}
    >
      <div ref={ref} role="dialog" aria-modal="true" aria-label={title ?? 'About this'} tabIndex={-1} className={styles.panel}>
        {image && <img src={image} alt="" className={styles.image} />}
        <button type="button" className={styles.close} onClick={onClose} aria-label="Close">
          ×
        </button>
        <div className={styles.body}>
          {subscribersOnly && <p className={styles.tag}>{SUBSCRIBERS_ONLY_TAG}</p>}
          {title && <h2 className={styles.title}>{title}</h2>}
          <div className={styles.text}>{children}</div>
        </div>
      </div>
    </div>,
    document.body,
  );
}
