import { LINK_PREFETCH_IDLE_TIMEOUT_MS } from '@/config/constants';

export type PrefetchLevel = 'code' | 'data';
type Prefetcher = (path: string, level: PrefetchLevel) => void;

let prefetcher: Prefetcher | undefined;
const done = new Set<string>();

/** The app registers how a path is prefetched (route chunk, and data on intent). */
export function setPrefetcher(next: Prefetcher): void {
  prefetcher = next;
}

interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
}

/** Spec section 2: no prefetching on 2g, with data saver on, or offline. */
export function canPrefetch(): boolean {
  if (typeof navigator === 'undefined' || !navigator.onLine) return false;
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  if (!connection) return true;
  return !connection.saveData && !/(^|-)2g$/.test(connection.effectiveType ?? '');
}

export function prefetchPath(path: string, level: PrefetchLevel): void {
  const key = `${level}:${path}`;
  if (!prefetcher || done.has(key) || !canPrefetch()) return;
  done.add(key);
  const run = () => prefetcher?.(path, level);
  if (level === 'data' || typeof requestIdleCallback === 'undefined') run();
  else requestIdleCallback(run, { timeout: LINK_PREFETCH_IDLE_TIMEOUT_MS });
}
