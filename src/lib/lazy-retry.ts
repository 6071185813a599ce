import { lazy } from 'react';
import { isChunkLoadError, reloadAfterChunkError } from './chunk-reload';

/**
 * Waits before the second and third try of a chunk that did not load: a poor connection often
 * drops one request and answers the next.
 */
export const CHUNK_RETRY_DELAYS_MS = [500, 2000] as const;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Loads a lazy chunk (code or texts), trying again when the network dropped it, so a shopper
 * opening a panel on a poor connection gets the panel rather than a reloaded page. Offline it
 * does not wait (the worker has the chunk or it does not). Only when every try failed online is
 * the chunk taken to be gone with a new deploy: the page reloads under the guard (once, again
 * only after a minute) and the error goes on to the nearest error boundary.
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
      if (!isChunkLoadError(error) || !navigator.onLine) throw error;
      if (again === undefined) {
        reloadAfterChunkError();
        throw error;
      }
      await wait(again);
    }
  }
}

/** React.lazy with retryImport: a component whose chunk a dropped request does not lose. */
export const lazyRetry: typeof lazy = (load) => lazy(() => retryImport(load));
