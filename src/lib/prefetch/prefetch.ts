import { LINK_PREFETCH_IDLE_TIMEOUT_MS } from '@/config/constants';
import { allowsPrefetch, readConnection } from '@/lib/network/connection';

export type PrefetchLevel = 'code' | 'data';
type Prefetcher = (path: string, level: PrefetchLevel) => void;

let prefetcher: Prefetcher | undefined;
const done = new Set<string>();

/** The app registers how a path is prefetched (route chunk, and data on intent). */
export function setPrefetcher(next: Prefetcher): void {
  prefetcher = next;
}

/** The spec: no prefetching on 2g, with data saver on, or offline. */
export function canPrefetch(): boolean {
  return allowsPrefetch(readConnection());
}

export function prefetchPath(path: string, level: PrefetchLevel): void {
  const key = `${level}:${path}`;
  if (!prefetcher || done.has(key) || !canPrefetch()) return;
  done.add(key);
  // The connection may have dropped to 2g, gone offline or turned on Save-Data while the
  // browser was busy: asked again when the idle prefetch runs (a later sighting may retry).
  const run = () => {
    if (canPrefetch()) prefetcher?.(path, level);
    else done.delete(key);
  };
  if (level === 'data' || typeof requestIdleCallback === 'undefined') run();
  else requestIdleCallback(run, { timeout: LINK_PREFETCH_IDLE_TIMEOUT_MS });
}
