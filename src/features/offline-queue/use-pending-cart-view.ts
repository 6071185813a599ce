import { useMemo } from 'react';
import { useAppSelector } from '@/app/hooks';
import { selectPendingChanges } from './offline-queue-slice';
import { pendingBadgeQuantity, pendingCartView, type CartLineRef } from './pending-cart-view';

interface CartLineLike {
  skuId: number;
  groupKey: string | null;
  quantity: number;
  productPackage?: { quantity: number } | null;
}

const toRefs = (lines: readonly CartLineLike[]): CartLineRef[] =>
  lines.map((line) => ({
    skuId: line.skuId,
    groupKey: line.groupKey,
    quantity: line.productPackage?.quantity ?? line.quantity,
  }));

/** The cart's lines overlaid with the changes that wait for the network (pending-cart-view.ts). */
export function usePendingCartView(lines: readonly CartLineLike[]) {
  const pending = useAppSelector(selectPendingChanges);
  return useMemo(() => pendingCartView(toRefs(lines), pending), [lines, pending]);
}

/**
 * The header badge with the changes that wait for the network, counted like the pending view
 * in the cart panel shows them: the server's badge plus what the pending changes add or take.
 */
export function usePendingBadgeQuantity(
  lines: readonly CartLineLike[],
  serverBadge: number,
): number {
  const pending = useAppSelector(selectPendingChanges);
  return useMemo(() => {
    if (!pending.some((change) => change.kind === 'cart')) return serverBadge;
    const refs = toRefs(lines);
    const now = pendingBadgeQuantity(refs, pendingCartView(refs, []));
    const then = pendingBadgeQuantity(refs, pendingCartView(refs, pending));
    return Math.max(0, serverBadge + then - now);
  }, [lines, pending, serverBadge]);
}
