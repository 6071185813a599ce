import { useEffect, useState } from 'react';
import { onChangeSettled } from '@/features/offline-queue/settled-changes';
import { listenToCartChanges } from './cart-broadcast';

/**
 * Counts changes to the cart made outside this page: another tab's change (broadcast) and a
 * change queued offline that reached the server. A page that shows more than the cart (the
 * checkout's shipping options and fees depend on it) refetches when the count moves.
 */
export function useCartChangeCount(): number {
  const [count, setCount] = useState(0);
  useEffect(() => {
    const bump = () => setCount((n) => n + 1);
    const stopBroadcast = listenToCartChanges(bump);
    const stopSettled = onChangeSettled(({ kind, result }) => {
      if (kind === 'cart' && result.status === 'applied') bump();
    });
    return () => {
      stopBroadcast();
      stopSettled();
    };
  }, []);
  return count;
}
