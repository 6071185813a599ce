import { MiniCartButton } from './mini-cart-button';
import { useCartSync } from './use-cart-sync';

/** The header's cart button: keeps the cart in sync and shows its badge quantity. */
export function MiniCart({ onToggle, className }: { onToggle: () => void; className?: string }) {
  const cart = useCartSync();
  return (
    <MiniCartButton className={className} count={cart?.badgeQuantity ?? 0} onToggle={onToggle} />
  );
}
