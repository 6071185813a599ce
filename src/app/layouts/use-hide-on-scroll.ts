import { useEffect } from 'react';

/** Scrolls smaller than this (px) change nothing: a trackpad's jitter must not flash the header. */
const JITTER_PX = 6;
export const HIDDEN_CLASS = 'site-header--hidden';

/**
 * The spec's header: hidden while the shopper scrolls down past the main area's top (its
 * padding), shown again on any scroll up. Never hidden while focus is inside it (the search
 * field, an open menu). It only toggles a class that moves the sticky header with a transform,
 * so nothing else on the page moves. Attached once the page is idle (site-extras.tsx): the first
 * paint does not need it.
 */
export function useHideOnScroll(selector: string): void {
  useEffect(() => {
    const header = document.querySelector<HTMLElement>(selector);
    if (!header) return undefined;
    let lastY = window.scrollY;
    let frame = 0;
    const update = () => {
      frame = 0;
      const y = window.scrollY;
      const main = document.getElementById('main');
      const threshold = main ? main.getBoundingClientRect().top + y : header.offsetHeight;
      if (y <= threshold || header.contains(document.activeElement)) {
        header.classList.remove(HIDDEN_CLASS);
      } else if (y > lastY + JITTER_PX) {
        header.classList.add(HIDDEN_CLASS);
      } else if (y < lastY - JITTER_PX) {
        header.classList.remove(HIDDEN_CLASS);
      } else return;
      lastY = y;
    };
    const onScroll = () => {
      frame ||= requestAnimationFrame(update);
    };
    const onFocus = () => header.classList.remove(HIDDEN_CLASS);
    window.addEventListener('scroll', onScroll, { passive: true });
    header.addEventListener('focusin', onFocus);
    return () => {
      window.removeEventListener('scroll', onScroll);
      header.removeEventListener('focusin', onFocus);
      cancelAnimationFrame(frame);
      header.classList.remove(HIDDEN_CLASS);
    };
  }, [selector]);
}
