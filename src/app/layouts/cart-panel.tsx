import { Suspense } from 'react';
import { ErrorBoundary } from '@/components/ui/error-boundary';
import CartPanel from '@/features/cart/cart-panel';
import { lazyRetry } from '@/lib/lazy-retry';

const CartRecommendations = lazyRetry(
  () => import('@/features/recommendations/cart-recommendations'),
);

/**
 * The cart panel with what the app shows under its lines (recommendations for the cart's
 * products). Loaded with the panel on first open, so the start page carries none of it.
 */
export default function CartPanelWithRecommendations(props: {
  isOpen: boolean;
  onClose: () => void;
}) {
  return (
    <CartPanel
      {...props}
      renderExtras={(productIds) => (
        // Its own boundaries: the cart shows at once, and a failure hides only this.
        <ErrorBoundary fallback={null}>
          <Suspense fallback={null}>
            <CartRecommendations productIds={productIds} onNavigate={props.onClose} />
          </Suspense>
        </ErrorBoundary>
      )}
    />
  );
}
