import { useEffect, useRef } from 'react';

/**
 * After a navigation to another page, keyboard focus that was lost with the old page (on the
 * body, or on an element that is gone: the cart panel's "Til kassen" whose header the checkout
 * does not have) goes to the new page's main area, where a screen reader then reads on; focus
 * that is still on something on screen (a search field, a filter) stays where it is. Not on the
 * first page of a visit: the browser starts there itself.
 */
export function useFocusAfterNavigation(pathname: string): void {
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return undefined;
    shown.current = pathname;
    const frame = requestAnimationFrame(() => {
      const active = document.activeElement;
      if (active && active !== document.body && active.isConnected) return;
      document.getElementById('main')?.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
  }, [pathname]);
}
