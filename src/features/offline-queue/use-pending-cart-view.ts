import { useMemo } from 'react';
import { useAppSelector } from '@/app/hooks';
import { selectPendingChanges } from './offline-queue-slice';
import { pendingCartView, type CartLineRef } from './pending-cart-view';

interface CartLineLike {
  skuId: number;
  groupKey: string | null;
  quantity: number;
  productPackage?: { quantity: number } | null;
}

/** The cart's lines overlaid with the changes that wait for the network (pending-cart-view.ts). */
export function usePendingCartView(lines: readonly CartLineLike[]) {
  const pending = useAppSelector(selectPendingChanges);
  return useMemo(() => {
    const refs: CartLineRef[] = lines.map((line) => ({
      skuId: line.skuId,
      groupKey: line.groupKey,
      quantity: line.productPackage?.quantity ?? line.quantity,
    }));
    return pendingCartView(refs, pending);
  }, [lines, pending]);
}
