import { type RefObject, useEffect, useRef } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), textarea:not([disabled]), select:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Open dialogs, innermost last: only the top one answers Escape and keeps focus. */
const stack: object[] = [];

function lockPage(locked: boolean): void {
  // The page behind a modal neither scrolls nor takes focus or clicks (app-shell: modals lock scrolling).
  document.body.style.overflow = locked ? 'hidden' : '';
  const root = document.getElementById('root');
  if (root) root.inert = locked;
}

/**
 * Modal behaviour shared by Modal and Sheet: focus moves in and is trapped, Escape closes when the
 * dialog is closable, focus returns to the opener, the page behind is locked.
 */
export function useDialog(ref: RefObject<HTMLElement | null>, onClose: (() => void) | undefined): void {
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    const token = {};
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    stack.push(token);
    lockPage(true);

    const el = ref.current;
    const first = el?.querySelector<HTMLElement>('[data-autofocus]') ?? el?.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? el)?.focus();

    const onKey = (e: KeyboardEvent) => {
      if (stack[stack.length - 1] !== token || !el) return;
      if (e.key === 'Escape' && onCloseRef.current) {
        e.stopPropagation();
        onCloseRef.current();
      } else if (e.key === 'Tab') {
        const items = Array.from(el.querySelectorAll<HTMLElement>(FOCUSABLE));
        if (items.length === 0) return e.preventDefault();
        const firstItem = items[0]!;
        const lastItem = items[items.length - 1]!;
        if (e.shiftKey && (document.activeElement === firstItem || !el.contains(document.activeElement))) {
          e.preventDefault();
          lastItem.focus();
        } else if (!e.shiftKey && (document.activeElement === lastItem || !el.contains(document.activeElement))) {
          e.preventDefault();
          firstItem.focus();
        }
      }
    };
    document.addEventListener('keydown', onKey);

    return () => {
      document.removeEventListener('keydown', onKey);
      stack.splice(stack.indexOf(token), 1);
      if (stack.length === 0) lockPage(false);
      if (opener?.isConnected) opener.focus();
    };
  }, [ref]);
}
