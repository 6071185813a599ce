import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '@/components/ui/app-link';
import { buttonClassName } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { Panel } from '@/components/ui/panel';
import { Spinner } from '@/components/ui/spinner';
import { ALL_PRODUCTS_PATH, CHECKOUT_PATH } from '@/config/constants';
import { PendingCartLines } from '@/features/offline-queue/pending-cart-lines';
import { lineRef } from '@/features/offline-queue/pending-cart-view';
import { selectPendingChanges } from '@/features/offline-queue/offline-queue-slice';
import { usePendingCartView } from '@/features/offline-queue/use-pending-cart-view';
import { useAppSelector } from '@/app/hooks';
import { groupLines } from '@/lib/cart-lines/group-lines';
import { CartLine } from './cart-line';
import { CartPackageLine } from './cart-package-line';
import { CartSummary } from './cart-summary';
import { GiftCardForm } from './gift-card-form';
import { PromoCodeForm } from './promo-code-form';
import { useCart } from './use-cart';
import { useCartMutations } from './use-cart-mutations';
import './add-to-cart.css';
import './cart-panel.css';

const NO_LINES: never[] = [];

interface CartPanelProps {
  isOpen: boolean;
  onClose: () => void;
  /**
   * What the app shows under the lines for the cart's products (recommendations): composed by
   * the app, so the cart knows no other feature.
   */
  renderExtras?: (productIds: readonly number[]) => ReactNode;
}

/** The cart's products, a package as itself (not its parts). */
const productIdsOf = (
  items: readonly {
    product: { productId: number };
    productPackage: { packageId: number } | null;
  }[],
) => [...new Set(items.map((item) => item.productPackage?.packageId ?? item.product.productId))];

/** The mini cart panel, loaded on first open. */
export default function CartPanel({ isOpen, onClose, renderExtras }: CartPanelProps) {
  const { t } = useTranslation(['cart', 'common']);
  const { cart, isLoading } = useCart();
  const {
    updateQuantity,
    removeItem,
    applyPromoCode,
    removePromoCode,
    applyGiftCard,
    removeGiftCard,
  } = useCartMutations();
  // Changes made offline, shown at once and marked "venter på nett" (features/offline-queue).
  const pending = usePendingCartView(cart?.items ?? NO_LINES);
  // Offline the totals are the last the shop sent: shown, but marked as not yet updated.
  const hasPendingChanges = useAppSelector(selectPendingChanges).some(
    (change) => change.kind === 'cart',
  );
  const ref = (line: { skuId: number; groupKey: string | null }) =>
    line.groupKey ? { groupKey: line.groupKey } : { skuId: line.skuId };

  return (
    <Panel
      isOpen={isOpen}
      onClose={onClose}
      title={t('title')}
      closeLabel={t('common:close')}
      side="right"
    >
      {!cart && isLoading ? (
        <Spinner />
      ) : !cart || cart.items.length === 0 ? (
        <div className="cart-panel__empty">
          {pending.newLines.length > 0 ? (
            <PendingCartLines view={pending} />
          ) : (
            <>
              <Icon name="cart" size={30} />
              <p>{t('empty')}</p>
            </>
          )}
          <AppLink to={ALL_PRODUCTS_PATH} className={buttonClassName('primary')} onClick={onClose}>
            {t('continue')}
          </AppLink>
        </div>
      ) : (
        <div className="cart-panel">
          <PendingCartLines view={pending} />
          <ul className="cart-panel__lines" aria-label={t('line.lines')}>
            {groupLines(cart.items).map((group) =>
              group.kind === 'package' ? (
                <CartPackageLine
                  key={`group:${group.groupKey}`}
                  parts={group.parts}
                  currencyCode={cart.currencyCode}
                  pendingQuantity={pending.lines.get(lineRef(group.parts[0]))?.quantity}
                  onQuantity={(quantity, expected) =>
                    updateQuantity({ groupKey: group.groupKey }, quantity, expected)
                  }
                  onRemove={() => removeItem({ groupKey: group.groupKey })}
                  onNavigate={onClose}
                />
              ) : (
                <CartLine
                  key={group.line.id}
                  line={group.line}
                  pendingQuantity={pending.lines.get(lineRef(group.line))?.quantity}
                  onQuantity={(quantity, expected) =>
                    updateQuantity(ref(group.line), quantity, expected)
                  }
                  onRemove={() => removeItem(ref(group.line))}
                  onNavigate={onClose}
                />
              ),
            )}
          </ul>
          <PromoCodeForm promo={cart.promo} onApply={applyPromoCode} onRemove={removePromoCode} />
          <GiftCardForm
            giftCard={cart.giftCard}
            onApply={applyGiftCard}
            onRemove={removeGiftCard}
          />
          <CartSummary cart={cart} isStale={hasPendingChanges} />
          <AppLink to={CHECKOUT_PATH} className={buttonClassName('primary', 'l')} onClick={onClose}>
            {t('summary.checkout')}
          </AppLink>
          {isOpen ? renderExtras?.(productIdsOf(cart.items)) : null}
        </div>
      )}
    </Panel>
  );
}
