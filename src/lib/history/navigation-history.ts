import { NavigationType } from 'react-router-dom';

let lastKey: string | null = null;
let moves = 0;

/** The app reports every location it shows; the first one is the page load itself. */
export function noteLocation(key: string): void {
  if (lastKey !== null && key !== lastKey) moves += 1;
  lastKey = key;
}

/**
 * Whether the location was reached through the browser's history (back or forward): a POP
 * after the app has moved at least once, or a page load the browser calls back_forward. A
 * plain load or reload is also a POP for the router, but is not a step back.
 */
export function isHistoryStep(navigationType: NavigationType): boolean {
  if (navigationType !== NavigationType.Pop) return false;
  if (moves > 0) return true;
  const [entry] = performance.getEntriesByType('navigation');
  return entry instanceof PerformanceNavigationTiming && entry.type === 'back_forward';
}
