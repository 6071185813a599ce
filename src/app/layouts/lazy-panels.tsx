import { lazy, Suspense, useState } from 'react';
import { useAppSelector } from '@/app/hooks';
import { selectOpenPanel, type PanelId } from '@/features/panels/panels-slice';
import { usePanel } from './use-panel';

const MobileMenuPanel = lazy(() => import('@/features/navigation/mobile-menu-panel'));
const CartPanel = lazy(() => import('@/features/cart/cart-panel'));

/**
 * Panels load on first open (spec section 2, lazy panels) and then stay mounted, so the
 * native dialog closes properly and hands focus back to the button that opened it.
 */
export function LazyPanels() {
  const open = useAppSelector(selectOpenPanel);
  const menu = usePanel('menu-panel');
  const cart = usePanel('cart');
  const [used, setUsed] = useState<ReadonlySet<PanelId>>(() => new Set());
  if (open && !used.has(open)) setUsed(new Set(used).add(open));
  return (
    <Suspense fallback={null}>
      {used.has('menu-panel') ? (
        <MobileMenuPanel isOpen={menu.isOpen} onClose={menu.close} />
      ) : null}
      {used.has('cart') ? <CartPanel isOpen={cart.isOpen} onClose={cart.close} /> : null}
    </Suspense>
  );
}
