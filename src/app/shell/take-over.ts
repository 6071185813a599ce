import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';

/** The part of the data router the take-over watches. */
interface RouterLike {
  state: { initialized: boolean };
  subscribe(listener: (state: { initialized: boolean }) => void): () => void;
}

/** The server's prerendered shell marks the element it rendered into (server/http/app-shell.ts). */
export const SHELL_ATTRIBUTE = 'data-app-shell';
/** Longest the shell stays once the app has rendered something else than its first-load state. */
const GIVE_UP_MS = 10_000;

/**
 * Runs `start` at once where `root` has no prerendered shell, else after the shell's first
 * frame: the entry module runs as soon as the parser is done, and from the worker's caches that
 * is before the browser has painted anything, so the shell (a product the worker holds,
 * sw/product-shell.ts) would wait for the app's start-up (~100 ms at 4x CPU).
 */
export function afterFirstPaint(root: HTMLElement, start: () => void): void {
  if (!root.hasAttribute(SHELL_ATTRIBUTE)) {
    start();
    return;
  }
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    start();
  };
  requestAnimationFrame(() => setTimeout(once, 0));
  // A tab opened in the background paints no frame until it is shown: it starts anyway.
  setTimeout(once, BACKGROUND_START_MS);
}

/** How long a page that paints no frame (a background tab) waits before the app starts. */
const BACKGROUND_START_MS = 200;

/**
 * Mounts the app into `root`. Where `root` holds the prerendered app shell (issue 18), the app
 * renders into a detached element first, and only when its first route has rendered (the
 * router has run its loaders and React has committed the route instead of the hydrate
 * fallback) does that element replace the shell, in one frame: the shopper sees the shell's
 * header, navigation and hero until the app's own are ready in the same places, and no element
 * that was on screen moves (no layout shift).
 */
export function mountApp(root: HTMLElement, app: ReactNode, router: RouterLike): void {
  if (!root.hasAttribute(SHELL_ATTRIBUTE)) {
    createRoot(root).render(app);
    return;
  }
  const container = document.createElement('div');
  let done = false;
  const swap = () => {
    if (done) return;
    done = true;
    observer.disconnect();
    unsubscribe();
    clearTimeout(giveUp);
    container.id = root.id;
    root.replaceWith(container);
  };
  // The first route has rendered when the router is initialised and the container holds
  // something other than the hydrate fallback (the full-screen spinner).
  const rendered = () =>
    router.state.initialized &&
    container.firstElementChild !== null &&
    !container.querySelector(':scope > .spinner-screen');
  const check = () => {
    if (!done && rendered()) requestAnimationFrame(swap);
  };
  const observer = new MutationObserver(check);
  observer.observe(container, { childList: true, subtree: true });
  const unsubscribe = router.subscribe(check);
  const giveUp = setTimeout(swap, GIVE_UP_MS);
  // Not in a transition (time-sliced): the router's provider reads the router's state in its
  // render and subscribes in a layout effect, so loaders that finish between the two (the
  // bootstrap's answers are there at once) would leave it on the spinner for good.
  createRoot(container).render(app);
}
