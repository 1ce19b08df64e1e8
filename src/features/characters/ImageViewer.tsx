import { useRef } from 'react';
import { createPortal } from 'react-dom';
import { Img } from '../../ui/Img';
import { useDialog } from '../../ui/useDialog';
import styles from './Characters.module.css';

/** The image viewer (in-play §2): one picture, whole, on a dark screen; Escape, the button or a tap outside closes it. */
export function ImageViewer({ src, alt, onClose }: { src: string; alt: string; onClose: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  useDialog(ref, onClose);
  return createPortal(
    <div
      className={styles.viewer}
      onMouseDown={(e) => {
        if (e.target === e.currentTarget) onClose();
      }}
    >
      <div ref={ref} role="dialog" aria-modal="true" aria-label={alt} tabIndex={-1} className={styles.viewerPanel}>
        <button type="button" className={styles.viewerClose} onClick={onClose} aria-label="Close the image">
          ×
        </button>
        <Img src={src} alt={alt} className={styles.viewerImg} eager />
      </div>
    </div>,
    document.body,
  );
}
