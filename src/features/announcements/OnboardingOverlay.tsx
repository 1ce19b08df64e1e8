import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useLocation, useNavigate } from 'react-router-dom';
import type { FlagModalProps } from '../../lib/useFlags';
import { Button } from '../../ui/Button';
import { Img } from '../../ui/Img';
import { useDialog } from '../../ui/useDialog';
import styles from './Announcements.module.css';
import { markTourSeen, ONBOARDING_ITEMS } from './onboarding-items';

/** Where the spotlight goes: the item's element, once it is on the page and scrolled into view. */
function useTargetRect(id: string, route: string) {
  const { pathname } = useLocation();
  const [rect, setRect] = useState<DOMRect | null>(null);
  useLayoutEffect(() => {
    if (pathname !== route) return;
    let frame = 0;
    const find = () => {
      const el = document.getElementById(id);
      if (!el) {
        frame = requestAnimationFrame(find);
        return;
      }
      el.scrollIntoView({ block: 'center' });
      setRect(el.getBoundingClientRect());
    };
    find();
    const onResize = () => setRect(document.getElementById(id)?.getBoundingClientRect() ?? null);
    window.addEventListener('resize', onResize);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('resize', onResize);
    };
  }, [id, route, pathname]);
  return pathname === route ? rect : null;
}

/** The onboarding overlay (?onboarding_overlay=true): the Sanctum's tour, one spotlighted item at a time. */
export default function OnboardingOverlay({ onClose }: FlagModalProps) {
  const [index, setIndex] = useState(0);
  const item = ONBOARDING_ITEMS[index]!;
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const rect = useTargetRect(item.next_wrapper_id, item.next_route);
  const finish = () => {
    markTourSeen();
    onClose();
  };
  useDialog(ref, finish);

  useEffect(() => {
    if (pathname !== item.next_route) navigate({ pathname: item.next_route, search: window.location.search }, { replace: true });
  }, [item.next_route, pathname, navigate]);

  const pad = 8;
  return createPortal(
    <div className={styles.tour}>
      {rect && (
        <div
          className={styles.spotlight}
          style={{ top: rect.top - pad, left: rect.left - pad, width: rect.width + 2 * pad, height: rect.height + 2 * pad }}
          aria-hidden="true"
        />
      )}
      <div ref={ref} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1} className={`${styles.tourCard} ${item.top ? styles.tourTop : styles.tourBottom}`}>
        <div className={styles.tourHead}>
          <Img src={item.image_src} alt="" className={styles.tourImage} eager />
          <div>
            <p className={styles.tourPlace}>
              {item.state} of {ONBOARDING_ITEMS.length}
            </p>
            <h2 id={titleId} className={styles.tourTitle}>
              {item.title}
            </h2>
          </div>
        </div>
        <p className={styles.text}>{item.description}</p>
        <div className={styles.tourActions}>
          <Button variant="ghost" onClick={finish}>
            Skip
          </Button>
          <Button data-autofocus onClick={() => (index + 1 < ONBOARDING_ITEMS.length ? setIndex(index + 1) : finish())}>
            {item.buttonText}
          </Button>
        </div>
      </div>
    </div>,
    document.body,
  );
}
