import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '@/components/ui/app-link';
import { ResponsiveImage } from '@/components/ui/image';
import { useVatIncluded } from '@/components/ui/vat-display';
import { PendingMark } from '@/features/offline-queue/pending-mark';
import { toImageData } from '@/lib/images/image-sources';
import type { CartError } from './cart-error';
import { QuantityStepper } from './quantity-stepper';
import type { CartLine as CartLineModel } from './use-cart';
import type { CartResult } from './use-cart-mutations';
import { useCartErrorMessage } from './use-cart-error-message';

interface CartLineProps {
  line: CartLineModel;
  onQuantity: (quantity: number) => Promise<CartResult>;
  onRemove: () => Promise<CartResult>;
  onNavigate: () => void;
  /** The quantity once changes made offline reach the shop (0: removed); unset: none wait. */
  pendingQuantity?: number | undefined;
}

/** One line of the mini cart: image, name, size, unit price, quantity and remove. */
export function CartLine({
  line,
  onQuantity,
  onRemove,
  onNavigate,
  pendingQuantity,
}: CartLineProps) {
  const { t } = useTranslation('cart');
  const vatIncluded = useVatIncluded();
  const toMessage = useCartErrorMessage();
  const [isBusy, setIsBusy] = useState(false);
  const shown = line.productPackage?.quantity ?? line.quantity;
  const [error, setError] = useState<CartError | null>(null);
  const image = line.product.images[0];
  const name = line.product.name;
  const unit = vatIncluded
    ? line.unitPrice.sellingPriceIncVatFormatted
    : line.unitPrice.sellingPriceExVatFormatted;
  const total = vatIncluded
    ? line.totalPrice.sellingPriceIncVatFormatted
    : line.totalPrice.sellingPriceExVatFormatted;

  const act = async (action: () => Promise<CartResult>) => {
    setIsBusy(true);
    setError(null);
    const result = await action();
    setIsBusy(false);
    if (!result.ok) setError(result.error);
  };

  return (
    <li className="cart-line" aria-busy={isBusy || undefined}>
      <ResponsiveImage
        image={image ? toImageData(image) : null}
        sizes="4rem"
        className="cart-line__image"
      />
      <div className="cart-line__info">
        <AppLink to={line.product.canonicalUrl} className="cart-line__name" onClick={onNavigate}>
          {name}
        </AppLink>
        <span className="cart-line__meta">{t('line.size', { size: line.sku.name })}</span>
        <span className="cart-line__meta">{t('line.unitPrice', { price: unit })}</span>
        <div className="cart-line__controls">
          <QuantityStepper
            value={pendingQuantity === 0 || pendingQuantity === undefined ? shown : pendingQuantity}
            max={line.productPackage ? undefined : line.maxQuantity}
            onChange={(quantity) => void act(() => onQuantity(quantity))}
            label={t('line.quantity', { name })}
            decreaseLabel={t('line.decrease', { name })}
            increaseLabel={t('line.increase', { name })}
            disabled={isBusy}
          />
          <button
            type="button"
            className="cart-line__remove"
            disabled={isBusy}
            onClick={() => void act(onRemove)}
          >
            {t('line.remove', { name })}
          </button>
        </div>
        {pendingQuantity === undefined ? null : <PendingMark isRemoval={pendingQuantity === 0} />}
        {error ? (
          <p className="cart-line__error" role="alert">
            {toMessage(error)}
          </p>
        ) : null}
      </div>
      <span className="cart-line__total">{total}</span>
    </li>
  );
}
