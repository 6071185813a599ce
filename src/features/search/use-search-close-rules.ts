import { useEffect, useEffectEvent, useRef, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Escape closes the search, so do a click outside it (the toggle excepted: it
 * toggles) and a change of route path (the spec: 'route path change closes it').
 */
export function useSearchCloseRules(
  panel: RefObject<HTMLElement | null>,
  toggle: RefObject<HTMLElement | null>,
  onClose: () => void,
): void {
  const { pathname } = useLocation();
  const openedAt = useRef(pathname);
  const close = useEffectEvent(onClose);

  useEffect(() => {
    if (pathname !== openedAt.current) close();
  }, [pathname]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target instanceof Node ? event.target : null;
      if (panel.current?.contains(target) || toggle.current?.contains(target)) return;
      close();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [panel, toggle]);
}
