import { useEffect, useState, type ComponentType } from 'react';
import { useAppSelector } from '@/app/hooks';
import { selectPendingCount } from '@/features/offline-queue/offline-queue-slice';
import { whenIdle } from '@/lib/idle/when-idle';

const isControlled = () =>
  typeof navigator !== 'undefined' &&
  'serviceWorker' in navigator &&
  navigator.serviceWorker.controller !== null;

/**
 * Mounts the offline replay (offline-replay.tsx, a chunk of its own: issue 18, the start page's
 * JS budget) when it may have work: at once on a page a service worker controls (the worker may
 * hold changes and outcomes from an earlier visit) or with changes waiting (restored or made on
 * this page), else once the page is idle. A first visit without a worker has nothing to replay
 * before then. A chunk that cannot load (offline, no worker) is tried again when the network
 * returns, which is when the replay has work to do.
 */
export function DeferredOfflineReplay() {
  const hasPending = useAppSelector(selectPendingCount) > 0;
  const [isDue, setIsDue] = useState(isControlled);
  const [Replay, setReplay] = useState<ComponentType | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (isDue) return undefined;
    let isLive = true;
    void whenIdle().then(() => {
      if (isLive) setIsDue(true);
    });
    return () => {
      isLive = false;
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
