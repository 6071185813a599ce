import { lazy } from 'react';
import { isChunkLoadError } from './chunk-reload';

/**
 * Waits before the second and third try of a chunk that did not load: a poor connection often
 * drops one request and answers the next.
 */
export const CHUNK_RETRY_DELAYS_MS = [500, 2000] as const;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Loads a lazy chunk (code or texts), trying again when the network dropped it, so a shopper
 * opening a panel on a poor connection gets the panel rather than a reloaded page. Offline it
 * does not wait (the worker has the chunk or it does not). When every try failed, the error goes
 * to the nearest error boundary, which decides: a page's or a panel's (RouteError) takes the
 * chunk to be gone with a new deploy and reloads under the guard, a piece the page can do
 * without (recommendations) is left out and the page stays as the shopper left it.
 */
export async function retryImport<T>(
  load: () => Promise<T>,
  delays: readonly number[] = CHUNK_RETRY_DELAYS_MS,
): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await load();
    } catch (error) {
      const again = delays[attempt];
      if (again === undefined || !isChunkLoadError(error) || !navigator.onLine) throw error;
      await wait(again);
    }
  }
}

/** React.lazy with retryImport: a component whose chunk a dropped request does not lose. */
export const lazyRetry: typeof lazy = (load) => lazy(() => retryImport(load));
