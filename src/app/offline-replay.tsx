import { useReplayedCart } from '@/features/cart/use-replayed-cart';
import { useOfflineQueueSync } from '@/features/offline-queue/use-offline-queue-sync';

/**
 * Replays the changes made offline, once for every layout (the checkout's has no header), and
 * adopts or forgets the cart a replay leaves. Listens before the replay starts. A chunk of its
 * own (deferred-offline-replay.tsx mounts it when there may be something to replay).
 */
export function OfflineReplay() {
  useReplayedCart();
  useOfflineQueueSync();
  return null;
}
