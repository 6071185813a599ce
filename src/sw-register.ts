import { Workbox } from 'workbox-window';

/** Registers /sw.js with root scope; failures are ignored (spec section 7). */
export function registerServiceWorker(): void {
  new Workbox('/sw.js', { scope: '/' }).register().catch(() => undefined);
}
