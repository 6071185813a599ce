import { usePendingBadgeQuantity } from '@/features/offline-queue/use-pending-cart-view';
import { MiniCartButton } from './mini-cart-button';
import { useCartSync } from './use-cart-sync';

const NO_LINES: never[] = [];

/**
 * The header's cart button: keeps the cart in sync and shows its badge quantity, counting the
 * changes that wait for the network as the cart panel's pending view shows them.
 */
export function MiniCart({ onToggle, className }: { onToggle: () => void; className?: string }) {
  const cart = useCartSync();
  const count = usePendingBadgeQuantity(cart?.items ?? NO_LINES, cart?.badgeQuantity ?? 0);
  return <MiniCartButton className={className} count={count} onToggle={onToggle} />;
}
