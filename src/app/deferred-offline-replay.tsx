import { useEffect, useState, type ComponentType } from 'react';
import { useAppSelector } from '@/app/hooks';
import { selectPendingCount } from '@/features/offline-queue/offline-queue-slice';

const worker = () =>
  typeof navigator !== 'undefined' && 'serviceWorker' in navigator
    ? navigator.serviceWorker
    : undefined;

/**
 * Mounts the offline replay (offline-replay.tsx, a chunk of its own: issue 18, the start page's
 * JS budget) when it may have work: on a page a service worker controls or has registered
 * (the worker may hold changes and outcomes from an earlier visit, also behind a reload that
 * bypassed it), once a worker takes control (the first visit's, after it installed), or with
 * changes waiting (restored or made on this page, with or without a worker). A first visit
 * before its worker has nothing to replay: it does not load the chunk. A chunk that cannot load
 * (offline, no worker) is tried again when the network returns, which is when the replay has
 * work to do.
 */
export function DeferredOfflineReplay() {
  const hasPending = useAppSelector(selectPendingCount) > 0;
  const [isDue, setIsDue] = useState(() => Boolean(worker()?.controller));
  const [Replay, setReplay] = useState<ComponentType | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const container = worker();
    if (isDue || !container) return undefined;
    let isLive = true;
    const due = () => {
      if (isLive) setIsDue(true);
    };
    container.addEventListener('controllerchange', due);
    void container.getRegistration().then(
      (registration) => {
        if (registration) due();
      },
      () => undefined,
    );
    return () => {
      isLive = false;
      container.removeEventListener('controllerchange', due);
    };
  }, [isDue]);

  useEffect(() => {
    if (Replay || !(isDue || hasPending)) return undefined;
    let isLive = true;
    const retry = () => setAttempt((count) => count + 1);
    import('./offline-replay').then(
      (module) => {
        if (isLive) setReplay(() => module.OfflineReplay);
      },
      () => {
        if (isLive) window.addEventListener('online', retry, { once: true });
      },
    );
    return () => {
      isLive = false;
      window.removeEventListener('online', retry);
    };
  }, [Replay, isDue, hasPending, attempt]);

  return Replay ? <Replay /> : null;
}
