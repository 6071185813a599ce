import { IDLE_LOAD_TIMEOUT_MS } from '@/config/constants';

/** The mark the first idle task sets: the bench tells the start page's idle loads by it. */
export const IDLE_MARK = 'atvhuset:idle';

let started: Promise<void> | undefined;

function afterLoad(): Promise<void> {
  if (document.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
}

function idleCallback(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function') {
      requestIdleCallback(() => resolve(), { timeout: IDLE_LOAD_TIMEOUT_MS });
    } else {
      setTimeout(resolve, 1);
    }
  });
}

/**
 * Resolves once the page has loaded and the browser is idle (issue 18: what the first paint does
 * not need loads then, so it never competes with the entry, the route's chunk and its data).
 * Every caller shares the same moment; a caller after it waits for nothing but a microtask.
 */
export function whenIdle(): Promise<void> {
  started ??= afterLoad()
    .then(idleCallback)
    .then(() => {
      performance.mark(IDLE_MARK);
    });
  return started;
}

/** Forgets the moment (tests). */
export function resetIdleForTests(): void {
  started = undefined;
}
