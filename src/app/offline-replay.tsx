import { useReplayedCart } from '@/features/cart/use-replayed-cart';
import { useOfflineQueueSync } from '@/features/offline-queue/use-offline-queue-sync';
import { RecommendationServiceSync } from './recommendation-service-sync';

/**
 * Replays the changes made offline, once for every layout (the checkout's has no header), and
 * adopts or forgets the cart a replay leaves. Listens before the replay starts. A chunk of its
 * own (deferred-offline-replay.tsx mounts it once the page is idle), which also carries the
 * third-party recommendation service's sync: mounted there, it costs the start page nothing.
 */
export function OfflineReplay() {
  useReplayedCart();
  useOfflineQueueSync();
  return <RecommendationServiceSync />;
}
